/// A first-in first-out queue over a circular array that grows as it fills and shrinks
/// as it empties (to half its capacity once at most a quarter is used), so a burst does
/// not keep its memory.
@usableFromInline
struct RingBuffer<Element> {
    @usableFromInline var storage: ContiguousArray<Element?> = []
    @inlinable init() {}
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    /// The smallest capacity the buffer shrinks to.
    @inlinable static var minimumCapacity: Int { 16 }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func append(_ element: Element) {
        if count == storage.count { resize(to: Swift.max(Self.minimumCapacity, storage.count * 2)) }
        storage[(head + count) % storage.count] = element
        count += 1
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = storage[head]
        storage[head] = nil
        head = (head + 1) % storage.count
        count -= 1
        if storage.count > Self.minimumCapacity && count <= storage.count / 4 {
            resize(to: storage.count / 2)
        }
        return element
    }

    @inlinable
    mutating func removeAll() {
        storage = []
        head = 0
        count = 0
    }

    @inlinable
    mutating func resize(to capacity: Int) {
        var resized = ContiguousArray<Element?>(repeating: nil, count: capacity)
        for offset in 0..<count {
            resized[offset] = storage[(head + offset) % storage.count]
        }
        storage = resized
        head = 0
    }

    /// How many elements the buffer can hold before it grows.
    @inlinable var capacity: Int { storage.count }
}
