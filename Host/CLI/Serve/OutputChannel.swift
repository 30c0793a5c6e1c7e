import Foundation
import Prelude

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a serve session writes. Two writers share the output, one line never split:
///
/// - Answers are owed to the client and never dropped. The thread that reads requests
///   collects them in an ``AnswerBuffer`` and writes them itself (``write(_:)``), at the
///   latest before it waits for more input. A client that stops reading therefore stops
///   the server from reading its next request (back pressure), and memory stays bounded
///   by one buffer.
/// - Notifications (events, outcomes) come from plugins at any time. They wait in a queue
///   for a writer thread; when ``maximumQueuedNotifications`` are waiting, a new one is
///   dropped and counted, and a `dropped` notification with the count goes out as soon as
///   the queue has emptied.
final class OutputChannel: ServeOutput, @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while `condition` is
    // locked; `descriptor`, `writeLock`, `onDropping` and the bound are immutable.
    private let condition = NSCondition()
    private var queue: [[UInt8]] = []
    private var head = 0
    private var queuedNotifications = 0
    private var droppedSinceReport = 0
    private var droppedTotal = 0
    private var closing = false
    private var finished = false
    private var broken = false
    /// While a request is being answered, notifications it causes wait here, so that a
    /// command's answer goes out before its outcome. Counted in `queuedNotifications`.
    private var held: [[UInt8]]? = nil
    /// Serialises the two writers, so lines never interleave.
    private let writeLock = Lock()
    private let descriptor: Int32
    private let onDropping: @Sendable () -> Void
    let maximumQueuedNotifications: Int

    /// Starts the writer thread.
    /// - Parameter onDropping: Called (on the sending thread, without the lock) when a
    ///   notification is dropped after none was since the last `dropped` report: once per
    ///   stretch of the client not reading.
    init(
        descriptor: Int32, maximumQueuedNotifications: Int = 4096, onDropping: @escaping @Sendable () -> Void = {}
    ) {
        self.descriptor = descriptor
        self.maximumQueuedNotifications = max(1, maximumQueuedNotifications)
        self.onDropping = onDropping
        let thread = Thread { [self] in writeLoop() }
        thread.name = "serve-output"
        thread.start()
    }

    /// Notifications dropped so far because the client did not read them.
    var droppedNotifications: Int { condition.withLock { droppedTotal } }

    /// Whether the client has closed its end of the output.
    var isBroken: Bool { condition.withLock { broken } }

    /// Queues a notification line, or drops and counts it when the bound is reached.
    func notify(_ line: String) {
        let startsDropping = condition.withLock { () -> Bool in
            guard !broken else { return false }
            guard queuedNotifications < maximumQueuedNotifications else {
                droppedSinceReport += 1
                droppedTotal += 1
                return droppedSinceReport == 1
            }
            queuedNotifications += 1
            let bytes = Array(line.utf8) + [UInt8(ascii: "\n")]
            if held != nil {
                held?.append(bytes)
            } else {
                queue.append(bytes)
                condition.broadcast()
            }
            return false
        }
        if startsDropping { onDropping() }
    }

    /// Holds back notifications until ``release(after:)``: call before answering a request.
    func hold() {
        condition.withLock { held = [] }
    }

    /// Ends the hold: when the request caused notifications, writes the answers in
    /// `buffer` first (they are owed; a client that does not read blocks only this), then
    /// queues the held notifications for the writer thread, still within their bound.
    func release(after buffer: inout AnswerBuffer) {
        let lines: [[UInt8]] = condition.withLock {
            defer { held = nil }
            return held ?? []
        }
        guard !lines.isEmpty else { return }
        write(&buffer)
        condition.withLock {
            queue.append(contentsOf: lines)
            condition.broadcast()
        }
    }

    /// Writes `buffer` whole (the reading thread's answers) and empties it.
    func write(_ buffer: inout AnswerBuffer) {
        guard !buffer.bytes.isEmpty else { return }
        let written = writeLock.withLock { writeAll(buffer.bytes) }
        buffer.bytes.removeAll(keepingCapacity: buffer.bytes.capacity <= 4 * AnswerBuffer.flushBytes)
        if !written { condition.withLock { broken = true } }
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
            let taken: Int? = condition.withLock {
                while head == queue.count && !closing && droppedSinceReport == 0 && !broken { condition.wait() }
                guard !broken else { return nil }
                if head == queue.count {
                    // The queue is empty here, so a report always fits; at close it is the last line.
                    guard droppedSinceReport > 0 else { return nil }
                    batch += Self.droppedLine(droppedSinceReport, total: droppedTotal)
                    droppedSinceReport = 0
                    return 0
                }
                var count = 0
                while head < queue.count
                    && (batch.isEmpty || batch.count + queue[head].count <= AnswerBuffer.flushBytes)
                {
                    batch += queue[head]
                    head += 1
                    count += 1
                }
                if head == queue.count {
                    queue.removeAll(keepingCapacity: queue.capacity <= 4096)
                    head = 0
                } else if head > 1024 && head * 2 > queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                return count
            }
            guard let taken else { break }
            let written = writeLock.withLock { writeAll(batch) }
            batch.removeAll(keepingCapacity: batch.capacity <= 4 * AnswerBuffer.flushBytes)
            condition.withLock {
                queuedNotifications -= taken
                if !written { broken = true }
                condition.broadcast()
            }
        }
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    private static func droppedLine(_ count: Int, total: Int) -> [UInt8] {
        Array(
            "{\"jsonrpc\":\"2.0\",\"method\":\"dropped\",\"params\":{\"count\":\(count),\"total\":\(total)}}\n".utf8)
    }

    /// Writes all of `bytes`; false when the client has closed its end.
    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + offset, buffer.count - offset)
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}

/// The C library's `write`, named apart from ``OutputChannel/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
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
