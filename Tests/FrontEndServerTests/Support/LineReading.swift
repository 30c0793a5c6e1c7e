import Foundation
import Prelude

/// Lines read from a descriptor, each wait bounded by a deadline so that a server that stalls
/// fails the test instead of hanging it.
final class LineReading {
    /// How long any one wait may take: generous, for a loaded machine and for an in-process
    /// server whose tasks share Swift's few concurrency threads with a whole test run.
    static let deadline: TimeInterval = 300

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false
    /// Lines a ``next(where:)`` passed over, given out first by later reads.
    private var skipped: [JSON] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line as text, `nil` at end of input; throws at the deadline.
    func nextText() throws -> String? {
        let limit = Date().addingTimeInterval(Self.deadline)
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            if ended { return nil }
            let left = limit.timeIntervalSinceNow
            guard left > 0 else { throw LineReadingError("no line before the deadline") }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
            } else if count == 0 || errno != EINTR {
                ended = true
            }
        }
    }

    /// The next line parsed as JSON (one passed over by ``next(where:)`` first); throws at the
    /// deadline or at end of input.
    func next() throws -> JSON {
        if !skipped.isEmpty { return skipped.removeFirst() }
        guard let text = try nextText() else { throw LineReadingError("the output ended") }
        return try JSON(parsing: text)
    }

    /// The first line that matches, keeping the others it passes over for later reads; throws
    /// at the deadline or at end of input.
    func next(where matches: (JSON) -> Bool) throws -> JSON {
        if let index = skipped.firstIndex(where: matches) { return skipped.remove(at: index) }
        while true {
            guard let text = try nextText() else { throw LineReadingError("the output ended") }
            let value = try JSON(parsing: text)
            if matches(value) { return value }
            skipped.append(value)
        }
    }
}

struct LineReadingError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
