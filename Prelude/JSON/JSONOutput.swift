/// The bytes a ``JSONWriter`` has written, in heap memory it grows itself (doubling), so
/// that writing a byte is a bounds check and a store: appending to a `[UInt8]` called the
/// runtime's uniqueness check on every append (perf: with `Array.append(contentsOf:)`, a
/// tenth of writing 300 strings with escapes). Its owner frees it with ``release()``.
///
/// Bound: a string is escaped in place after reserving six bytes for each of its bytes plus
/// its quotes (``room(for:)``), and the memory never shrinks, so its capacity is at most about
/// twice the larger of what has been written and six times the longest string written
/// (`(written + 6 × longest + 2) × 2`); it is freed when the writing ends.
struct JSONOutput {
    /// Where the bytes start.
    private var start: UnsafeMutablePointer<UInt8>
    /// How many bytes fit before the memory must grow.
    private var capacity: Int
    /// How many bytes have been written.
    private(set) var count = 0

    /// Empty output with room for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    /// The bytes written; valid until the next change.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    /// Frees the memory; the output is empty afterwards and must not be written to.
    mutating func release() {
        start.deallocate()
        count = 0
        capacity = 0
    }

    /// Where the next `needed` bytes go, with room made for them; ``didWrite(_:)`` then
    /// says how many were written.
    @inline(__always)
    mutating func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity - count < needed { grow(to: count + needed) }
        return start + count
    }

    /// Counts `written` bytes put where ``room(for:)`` said.
    @inline(__always)
    mutating func didWrite(_ written: Int) {
        count += written
    }

    /// Moves the bytes to memory of at least `needed` bytes, twice as large as now if that is more.
    private mutating func grow(to needed: Int) {
        let larger = Swift.max(needed, 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        start.deallocate()
        start = moved
        capacity = larger
    }

    /// Appends `byte`.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        room(for: 1).pointee = byte
        count += 1
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        room(for: bytes.count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        UnsafeMutableRawPointer(room(for: bytes.count)).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends the UTF-8 of `text`.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes in append(bytes) }
    }

    /// Appends `byte` `repeated` times.
    mutating func append(_ byte: UInt8, repeated: Int) {
        guard repeated > 0 else { return }
        room(for: repeated).initialize(repeating: byte, count: repeated)
        count += repeated
    }
}
