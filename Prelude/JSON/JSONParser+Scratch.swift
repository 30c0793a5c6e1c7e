/// A stack of values the parser fills and empties, on memory it manages itself: it starts
/// in a buffer the caller lends (on the stack), or in heap memory an earlier parse on the
/// thread kept (``JSONKeptScratch``) when that is larger, and moves to the heap, doubling,
/// when it needs more. Values leave it by being moved out (``forgetLast(_:)``) or by
/// ``release()``.
struct JSONScratch<Element> {
    private var start: UnsafeMutablePointer<Element>
    private var capacity: Int
    private var onHeap: Bool
    /// How many values it holds, from the first on.
    private(set) var count = 0

    /// A stack in `initial`, which must outlive it, or in `kept` (heap memory bound to
    /// `Element`, which it then owns) when that holds more.
    init(_ initial: UnsafeMutableBufferPointer<Element>, kept: JSONScratchMemory? = nil) {
        if let kept, kept.capacity > initial.count {
            start = kept.start.assumingMemoryBound(to: Element.self)
            capacity = kept.capacity
            onHeap = true
        } else if let base = initial.baseAddress, initial.count > 0 {
            if let kept { kept.start.deallocate() }
            start = base
            capacity = initial.count
            onHeap = false
        } else {
            if let kept { kept.start.deallocate() }
            capacity = 16
            start = .allocate(capacity: capacity)
            onHeap = true
        }
    }

    /// Where the value at `position` (below ``count``) is.
    func pointer(at position: Int) -> UnsafeMutablePointer<Element> {
        start + position
    }

    /// Puts `value` on top. Always inlined, so that the caller builds the value in place
    /// (perf: copying a member built on the stack stalled on store forwarding).
    @inline(__always)
    mutating func append(_ value: consuming Element) {
        if count == capacity { grow() }
        (start + count).initialize(to: value)
        count += 1
    }

    /// Moves the values to heap memory twice as large.
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: start, count: count)
        if onHeap { start.deallocate() }
        start = larger
        capacity *= 2
        onHeap = true
    }

    /// Drops the top `removed` values, which the caller has moved out.
    mutating func forgetLast(_ removed: Int) {
        count -= removed
    }

    /// Frees the values still held; the stack is empty afterwards and holds no memory. Its
    /// heap memory, if it moved there, is returned (bound to `Element`, holding no value)
    /// for the caller to keep or free.
    mutating func release() -> JSONScratchMemory? {
        start.deinitialize(count: count)
        count = 0
        guard onHeap else { return nil }
        onHeap = false
        defer { capacity = 0 }
        return JSONScratchMemory(start: UnsafeMutableRawPointer(start), capacity: capacity)
    }
}

/// Heap memory a ``JSONScratch`` used, holding no value: where it starts and how many
/// values of the scratch's element type fit.
struct JSONScratchMemory {
    /// Where the memory starts.
    let start: UnsafeMutableRawPointer
    /// How many values of the scratch's element type fit.
    let capacity: Int
}
