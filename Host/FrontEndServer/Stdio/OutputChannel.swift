import Foundation
import Prelude

/// Where a serve session writes. Two writers share the output, one line never split:
///
/// - Answers are owed to the client and never dropped. The thread that reads requests
///   collects them in an ``AnswerBuffer`` and writes them itself (``write(_:)``), at the
///   latest before it waits for more input. A client that stops reading therefore stops
///   the server from reading its next request (back pressure), and memory stays bounded
///   by one buffer. An MCP server's answers come from its tasks instead: they are queued
///   (``queue(answer:)``) for the writer thread, and the reader waits while too many bytes
///   of them are unwritten (``waitForRoom(maximumOwedBytes:)``).
/// - Notifications (events, outcomes) come from plugins at any time. They wait in a queue
///   for a writer thread (a ``NotificationQueue``); when its bound is reached, a new one is
///   dropped and counted, and a `dropped` notification with the count goes out as soon as
///   the queue has emptied.
final class OutputChannel: ServeOutput, @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while `condition` is
    // locked; `descriptor`, `writeLock`, `onDropping` and the bound are immutable.
    private let condition = NSCondition()
    /// Waiting notifications, their bound and drop count; held while a request is
    /// answered, so that a command's answer goes out before its outcome.
    private var notifications: NotificationQueue
    private var closing = false
    private var finished = false
    private var broken = false
    /// Bytes of answers queued with ``queue(answer:)`` and not yet written.
    private var owedBytes = 0
    /// Serialises the two writers, so lines never interleave.
    private let writeLock = Lock()
    private let descriptor: Int32
    private let onDropping: @Sendable () -> Void

    /// Starts the writer thread.
    /// - Parameters:
    ///   - droppedReport: Makes the notification that reports what was dropped.
    ///   - onDropping: Called (on the sending thread, without the lock) when a
    ///     notification is dropped after none was since the last `dropped` report: once per
    ///     stretch of the client not reading.
    init(
        descriptor: Int32, maximumQueuedNotifications: Int = 4096,
        droppedReport: @escaping NotificationQueue.DroppedReport = NotificationQueue.protocolDroppedReport,
        onDropping: @escaping @Sendable () -> Void = {}
    ) {
        self.descriptor = descriptor
        notifications = NotificationQueue(bound: maximumQueuedNotifications, droppedReport: droppedReport)
        self.onDropping = onDropping
        let thread = Thread { [self] in writeLoop() }
        thread.name = "serve-output"
        thread.start()
    }

    /// Notifications dropped so far because the client did not read them.
    var droppedNotifications: Int { condition.withLock { notifications.droppedTotal } }

    /// Whether the client has closed its end of the output.
    var isBroken: Bool { condition.withLock { broken } }

    /// Queues a notification line, or drops and counts it when the bound is reached.
    func notify(_ notification: ServeNotification) {
        let line = Array(notification.line.utf8)
        let startsDropping = condition.withLock { () -> Bool in
            guard !broken else { return false }
            switch notifications.offer(line) {
            case .queued(let wakeWriter):
                if wakeWriter { condition.broadcast() }
                return false
            case .dropped(let first):
                return first
            }
        }
        if startsDropping { onDropping() }
    }

    /// Holds back notifications until ``release(after:)``: call before answering a request.
    func hold() {
        condition.withLock { notifications.hold() }
    }

    /// Ends the hold: when the request caused notifications, writes the answers in
    /// `buffer` first (they are owed; a client that does not read blocks only this), then
    /// queues the held notifications for the writer thread, still within their bound.
    func release(after buffer: inout AnswerBuffer) {
        // Held lines stay held (and counted) while the answers are written.
        let anyHeld = condition.withLock { notifications.hasHeld }
        if anyHeld { write(&buffer) }
        condition.withLock {
            if notifications.release() { condition.broadcast() }
        }
    }

    /// Writes `buffer` whole (the reading thread's answers) and empties it.
    func write(_ buffer: inout AnswerBuffer) {
        guard !buffer.bytes.isEmpty else { return }
        let written = writeLock.withLock { writeAll(buffer.bytes) }
        buffer.bytes.removeAll(keepingCapacity: buffer.bytes.capacity <= 4 * AnswerBuffer.flushBytes)
        if !written { condition.withLock { broken = true } }
    }

    /// Queues an answer that another thread made (an MCP server's tasks answer as they finish):
    /// owed, so never dropped, and written whole by the writer thread, in order with the
    /// notifications. ``waitForRoom(maximumOwedBytes:)`` bounds how many bytes of them wait.
    func queue(answer line: [UInt8]) {
        condition.withLock {
            guard !broken else { return }
            notifications.append(owed: line)
            owedBytes += line.count
            condition.broadcast()
        }
    }

    /// Blocks until at most `maximum` bytes of queued answers are unwritten: a reader calls it
    /// before it reads the next request, so a client that stops reading stops being read.
    /// Returns false once the client has closed its end.
    func waitForRoom(maximumOwedBytes maximum: Int) -> Bool {
        condition.withLock {
            while owedBytes > maximum && !broken { condition.wait() }
            return !broken
        }
    }

    /// Writes every notification queued, then stops the writer thread. Returns once all
    /// is written (or the client has gone).
    func close() {
        condition.withLock {
            closing = true
            condition.broadcast()
            while !finished { condition.wait() }
        }
    }

    private func writeLoop() {
        var batch: [UInt8] = []
        while true {
            // Take every line waiting (up to a batch), so a busy stream of events costs one
            // system call for many lines.
            let taken: NotificationQueue.Taken? = condition.withLock {
                while !notifications.hasLines && !closing && !notifications.owesDroppedReport && !broken {
                    condition.wait()
                }
                guard !broken else { return nil }
                if !notifications.hasLines {
                    // The queue is empty here, so a report always fits; at close it is the last line.
                    guard let report = notifications.takeDroppedReport() else { return nil }
                    batch += report
                    batch.append(UInt8(ascii: "\n"))
                    return NotificationQueue.Taken()
                }
                return notifications.take(upTo: AnswerBuffer.flushBytes) { line in
                    batch += line
                    batch.append(UInt8(ascii: "\n"))
                }
            }
            guard let taken else { break }
            let written = writeLock.withLock { writeAll(batch) }
            batch.removeAll(keepingCapacity: batch.capacity <= 4 * AnswerBuffer.flushBytes)
            condition.withLock {
                notifications.written(taken.counted)
                owedBytes -= taken.owedBytes
                if !written { broken = true }
                condition.broadcast()
            }
        }
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    /// Writes all of `bytes` (Prelude's `Descriptor.writeAll`); false when
    /// the client has closed its end.
    private func writeAll(_ bytes: [UInt8]) -> Bool {
        (try? Descriptor.writeAll(bytes, to: descriptor)) != nil
    }
}

/// The answers the reading thread has not written yet: written when they reach
/// ``flushBytes``, and always before the thread waits for more input.
struct AnswerBuffer {
    /// How many bytes of answers are kept before they are written.
    static let flushBytes = 64 * 1024

    var bytes: [UInt8] = []

    /// Adds one answer line.
    mutating func append(_ line: String) {
        bytes += line.utf8
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Whether the buffer should be written now.
    var isFull: Bool { bytes.count >= Self.flushBytes }
}
