import Foundation
import Logging

/// A logger whose messages a test can wait for: the server says when it starts dropping
/// notifications, and the test waits for that instead of guessing how long it takes.
final class LogCapture: @unchecked Sendable {
    // @unchecked Sendable: `messages` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var messages: [String] = []

    /// A logger that records into this capture.
    var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    fileprivate func record(_ message: String) {
        condition.withLock {
            messages.append(message)
            condition.broadcast()
        }
    }

    /// Waits until a message contains `text`; false at the deadline.
    func wait(forMessageContaining text: String, timeout: TimeInterval = LineReading.deadline) -> Bool {
        let limit = Date().addingTimeInterval(timeout)
        return condition.withLock {
            while !messages.contains(where: { $0.contains(text) }) {
                if !condition.wait(until: limit) { return false }
            }
            return true
        }
    }

    /// Every message logged so far.
    var all: [String] { condition.withLock { messages } }

    private struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            capture.record("\(event.level): \(event.message)")
        }
    }
}
