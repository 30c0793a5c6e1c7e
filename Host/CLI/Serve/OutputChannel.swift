import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a serve session writes: one writer thread, fed by a queue with two bounds.
///
/// - Responses are owed to the client: they are never dropped. When
///   ``maximumQueuedResponses`` are waiting to be written, ``respond(_:)`` blocks, so a
///   client that stops reading stops the server from reading its next request (back
///   pressure), and memory stays bounded.
/// - Notifications (events, outcomes) come from plugins at any time: when
///   ``maximumQueuedNotifications`` are waiting, a new one is dropped and counted, and a
///   `dropped` notification with the count goes out as soon as there is room again.
final class OutputChannel: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while `condition` is
    // locked; `descriptor` and the bounds are immutable.
    private let condition = NSCondition()
    private var queue: [(line: [UInt8], isResponse: Bool)] = []
    private var head = 0
    private var queuedResponses = 0
    private var queuedNotifications = 0
    private var droppedSinceReport = 0
    private var droppedTotal = 0
    private var closing = false
    private var finished = false
    private var broken = false
    private let descriptor: Int32
    private let onDropping: @Sendable () -> Void
    let maximumQueuedResponses: Int
    let maximumQueuedNotifications: Int

    /// Starts the writer thread.
    /// - Parameter onDropping: Called (on the sending thread, without the lock) when a
    ///   notification is dropped after none was since the last `dropped` report: once per
    ///   stretch of the client not reading.
    init(
        descriptor: Int32, maximumQueuedResponses: Int = 1024, maximumQueuedNotifications: Int = 4096,
        onDropping: @escaping @Sendable () -> Void = {}
    ) {
        self.descriptor = descriptor
        self.maximumQueuedResponses = maximumQueuedResponses
        self.maximumQueuedNotifications = max(1, maximumQueuedNotifications)
        self.onDropping = onDropping
        let thread = Thread { [self] in writeLoop() }
        thread.name = "serve-output"
        thread.start()
    }

    /// Notifications dropped so far because the client did not read them.
    var droppedNotifications: Int { condition.withLock { droppedTotal } }

    /// Queues a response line, waiting while the response bound is reached.
    func respond(_ line: String) {
        condition.withLock {
            while queuedResponses >= maximumQueuedResponses && !broken { condition.wait() }
            guard !broken else { return }
            queue.append((Array(line.utf8) + [UInt8(ascii: "\n")], true))
            queuedResponses += 1
            condition.broadcast()
        }
    }

    /// Queues a notification line, or drops and counts it when the bound is reached.
    func notify(_ line: String) {
        let startsDropping = condition.withLock { () -> Bool in
            guard !broken else { return false }
            guard queuedNotifications < maximumQueuedNotifications else {
                droppedSinceReport += 1
                droppedTotal += 1
                return droppedSinceReport == 1
            }
            queue.append((Array(line.utf8) + [UInt8(ascii: "\n")], false))
            queuedNotifications += 1
            condition.broadcast()
            return false
        }
        if startsDropping { onDropping() }
    }

    /// Writes everything queued, then stops the writer. Returns once all is written (or
    /// the client has gone).
    func close() {
        condition.withLock {
            closing = true
            condition.broadcast()
            while !finished { condition.wait() }
        }
    }

    private func writeLoop() {
        while true {
            let next: (line: [UInt8], isResponse: Bool)? = condition.withLock {
                while head == queue.count && !closing && droppedSinceReport == 0 { condition.wait() }
                if head == queue.count {
                    // The queue is empty here, so a report always fits; at close it is the last line.
                    if droppedSinceReport > 0 {
                        let line = Self.droppedLine(droppedSinceReport, total: droppedTotal)
                        droppedSinceReport = 0
                        queuedNotifications += 1
                        return (line, false)
                    }
                    return nil
                }
                let item = queue[head]
                head += 1
                if head > 1024 && head * 2 > queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                return item
            }
            guard let next else { break }
            let written = writeAll(next.line)
            condition.withLock {
                if next.isResponse { queuedResponses -= 1 } else { queuedNotifications -= 1 }
                if !written { broken = true }
                condition.broadcast()
            }
            if !written { break }
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
                return write(descriptor, base + offset, buffer.count - offset)
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
