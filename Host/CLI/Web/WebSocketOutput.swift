import Prelude

/// The notifications of one WebSocket session: queued by plugins' threads
/// (``notify(_:)``) and sent one text frame each by the connection's writer task
/// (``run(sending:)``), in a ``NotificationQueue`` with its bound, drop count and
/// `dropped` report.
///
/// A client that stops reading makes the writer's sends wait (the socket's back pressure);
/// the queue then fills to its bound and further notifications are dropped and counted,
/// so memory stays bounded whatever the client does.
final class WebSocketOutput: ServeOutput, @unchecked Sendable {
    // @unchecked Sendable: every stored var is in `state`, a `Locked` value; `onDropping`
    // is an immutable Sendable closure.
    private struct State {
        var queue: NotificationQueue
        var waiter: CheckedContinuation<Void, Never>? = nil
        var closed = false

        mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
            defer { waiter = nil }
            return waiter
        }
    }

    /// How many bytes of notifications the writer takes at a time.
    static let batchBytes = 64 * 1024

    private let state: Locked<State>
    private let onDropping: @Sendable () -> Void

    /// - Parameter onDropping: Called (on the notifying thread, without the lock) when a
    ///   notification is dropped after none was since the last `dropped` report.
    init(maximumQueuedNotifications: Int, onDropping: @escaping @Sendable () -> Void = {}) {
        state = Locked(State(queue: NotificationQueue(bound: maximumQueuedNotifications)))
        self.onDropping = onDropping
    }

    /// Notifications dropped so far because the client did not read them.
    var droppedNotifications: Int { state.withLock { $0.queue.droppedTotal } }

    func notify(_ line: String) {
        let (offer, waiter) = state.withLock { state -> (NotificationQueue.Offer?, CheckedContinuation<Void, Never>?) in
            guard !state.closed else { return (nil, nil) }
            let offer = state.queue.offer(Array(line.utf8))
            if case .queued(wakeWriter: true) = offer { return (offer, state.takeWaiter()) }
            return (offer, nil)
        }
        waiter?.resume()
        if case .dropped(first: true)? = offer { onDropping() }
    }

    /// Holds back notifications until ``release()``: call before answering a request.
    func hold() {
        state.withLock { $0.queue.hold() }
    }

    /// Ends the hold: the notifications the request caused go out after its answer.
    func release() {
        let waiter = state.withLock { state in state.queue.release() ? state.takeWaiter() : nil }
        waiter?.resume()
    }

    /// Stops the writer; what is still queued is dropped with the connection.
    func close() {
        let waiter = state.withLock { state in
            state.closed = true
            return state.takeWaiter()
        }
        waiter?.resume()
    }

    /// Sends queued notifications with `send`, one text frame each, until ``close()`` or
    /// until a send fails (the client has gone).
    func run(sending send: (String) async throws -> Void) async {
        while true {
            let ready = await nextBatch()
            guard let (lines, count) = ready else { return }
            var failed = false
            for line in lines where !failed {
                do {
                    try await send(String(decoding: line, as: UTF8.self))
                } catch {
                    failed = true
                }
            }
            state.withLock { $0.queue.written(count) }
            if failed {
                close()
                return
            }
        }
    }

    /// The next lines to send and how many of them count against the bound (a `dropped`
    /// report does not); `nil` once closed.
    private func nextBatch() async -> ([[UInt8]], Int)? {
        while true {
            let taken = state.withLock { state -> ([[UInt8]], Int)?? in
                if state.closed { return .some(nil) }
                var lines: [[UInt8]] = []
                if state.queue.hasLines {
                    let count = state.queue.take(upTo: Self.batchBytes) { lines.append($0) }
                    return (lines, count)
                }
                if let report = state.queue.takeDroppedReport() { return ([report], 0) }
                return nil
            }
            if let taken { return taken }
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if state.closed || state.queue.hasLines || state.queue.owesDroppedReport { return true }
                    state.waiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        }
    }
}
