import Prelude

/// Reads newline-delimited lines from a file descriptor with a bound on a line's size.
///
/// A line longer than ``maximumLineBytes`` is never held whole: its bytes are counted and
/// dropped up to the next newline, and the reader reports it as ``Line/tooLong(_:)`` so
/// the server can answer and go on. Memory is bounded by the line bound plus one chunk.
struct LineReader {
    /// One thing read.
    enum Line {
        /// A complete line, without its newline (a trailing `\r` is kept: JSON allows it as space).
        case text([UInt8])
        /// A line over the bound; the number of bytes it had.
        case tooLong(Int)
    }

    /// The largest line kept, in bytes (1 MiB).
    static let defaultMaximumLineBytes = ServeLimits.defaultLineBytes

    let descriptor: Int32
    let maximumLineBytes: Int
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var chunkStart = 0
    private var chunkEnd = 0
    private var pending: [UInt8] = []
    private var overflowCount: Int?
    private var atEnd = false

    init(descriptor: Int32, maximumLineBytes: Int = LineReader.defaultMaximumLineBytes) {
        self.descriptor = descriptor
        self.maximumLineBytes = maximumLineBytes
    }

    /// Whether every byte read so far has been consumed, so the next call may wait for input.
    var isAtEndOfBuffer: Bool { chunkStart >= chunkEnd }

    /// The next line, or `nil` at the end of input (a last line without a newline counts).
    mutating func next() -> Line? {
        while true {
            if chunkStart < chunkEnd {
                if let line = takeFromChunk() { return line }
                continue
            }
            if atEnd { return finish() }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                chunkStart = 0
                chunkEnd = count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                atEnd = true
            }
        }
    }

    /// Consumes chunk bytes up to a newline; returns a line when one ends in this chunk.
    private mutating func takeFromChunk() -> Line? {
        let newline = chunk[chunkStart..<chunkEnd].firstIndex(of: UInt8(ascii: "\n"))
        let end = newline ?? chunkEnd
        let piece = end - chunkStart
        if let dropped = overflowCount {
            overflowCount = dropped + piece
        } else if pending.count + piece > maximumLineBytes {
            overflowCount = pending.count + piece
            pending = []
        } else {
            pending.append(contentsOf: chunk[chunkStart..<end])
        }
        chunkStart = newline.map { $0 + 1 } ?? chunkEnd
        guard newline != nil else { return nil }
        return emit()
    }

    private mutating func emit() -> Line {
        if let dropped = overflowCount {
            overflowCount = nil
            return .tooLong(dropped)
        }
        let line = pending
        pending = []
        return .text(line)
    }

    private mutating func finish() -> Line? {
        guard overflowCount != nil || !pending.isEmpty else { return nil }
        return emit()
    }
}
