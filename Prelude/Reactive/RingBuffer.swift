/// A first-in first-out queue over a growable circular array.
@usableFromInline
struct RingBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @usableFromInline var isEmpty: Bool { count == 0 }

    @usableFromInline
    mutating func append(_ element: Element) {
        if count == storage.count { grow() }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    @usableFromInline
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        return element
    }

    @usableFromInline
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    @usableFromInline
    mutating func grow() {
        var larger = ContiguousArray<Element?>(repeating: nil, count: Swift.max(16, storage.count * 2))
        for offset in 0..<count {
            larger[offset] = storage[(head + offset) % storage.count]
        }
        storage = larger
        head = 0
    }
}
