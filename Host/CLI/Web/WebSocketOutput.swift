import Prelude

/// What one WebSocket session sends, in order: answers (owed, never dropped) queued by the
/// connection's reader (``answer(_:)``) and notifications queued by plugins' threads
/// (``notify(_:)``), in one ``NotificationQueue`` with its bound, drop count and `dropped`
/// report, sent one text frame each by the connection's writer task (``run(sending:)``).
///
/// The reader never waits for a frame to be sent, so it parses the next request while the
/// writer sends (the two overlap on two cores); it waits only when more than
/// ``maximumOwedBytes`` of answers are unsent. A client that stops reading therefore makes
/// the writer's sends wait (the socket's back pressure), then the reader, so the server stops
/// reading that client; notifications then fill their bound and are dropped and counted. Memory
/// stays bounded whatever the client does.
final class WebSocketOutput: ServeOutput, @unchecked Sendable {
    // @unchecked Sendable: every stored var is in `state`, a `Locked` value; `onDropping`
    // is an immutable Sendable closure.
    private struct State {
        var queue: NotificationQueue
        var waiter: CheckedContinuation<Void, Never>? = nil
        /// The reader, waiting for room for answers.
        var answerWaiter: CheckedContinuation<Void, Never>? = nil
        var owedBytes = 0
        var closed = false

        mutating func takeWaiter() -> CheckedContinuation<Void, Never>? {
            defer { waiter = nil }
            return waiter
        }
    }

    /// How many bytes of notifications the writer takes at a time.
    static let batchBytes = 64 * 1024
    /// How many bytes of answers may wait to be sent before the reader waits.
    static let maximumOwedBytes = 256 * 1024

    private let state: Locked<State>
    private let onDropping: @Sendable () -> Void

    /// - Parameter onDropping: Called (on the notifying thread, without the lock) when a
    ///   notification is dropped after none was since the last `dropped` report.
    init(maximumQueuedNotifications: Int, onDropping: @escaping @Sendable () -> Void = {}) {
        state = Locked(State(queue: NotificationQueue(bound: maximumQueuedNotifications)))
        self.onDropping = onDropping
    }

    /// Queues an answer after everything queued so far; waits while too many answers are
    /// unsent. Returns false once the connection is closed.
    func answer(_ line: String) async -> Bool {
        let bytes = Array(line.utf8)
        let (open, waiter) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
            guard !state.closed else { return (false, nil) }
            state.queue.append(owed: bytes)
            state.owedBytes += bytes.count
            return (true, state.takeWaiter())
        }
        waiter?.resume()
        guard open else { return false }
        while true {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let ready = state.withLock { state -> Bool in
                    if state.closed || state.owedBytes <= Self.maximumOwedBytes { return true }
                    state.answerWaiter = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
            let (closed, full) = state.withLock { ($0.closed, $0.owedBytes > Self.maximumOwedBytes) }
            if closed { return false }
            if !full { return true }
        }
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
        let (waiter, answerWaiter) = state.withLock { state in
            state.closed = true
            defer { state.answerWaiter = nil }
            return (state.takeWaiter(), state.answerWaiter)
        }
        waiter?.resume()
        answerWaiter?.resume()
    }

    /// Sends queued notifications with `send`, one text frame each, until ``close()`` or
    /// until a send fails (the client has gone).
    func run(sending send: (String) async throws -> Void) async {
        while true {
            let ready = await nextBatch()
            guard let (lines, taken) = ready else { return }
            var failed = false
            for line in lines where !failed {
                do {
                    try await send(String(decoding: line, as: UTF8.self))
                } catch {
                    failed = true
                }
            }
            let answerWaiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
                state.queue.written(taken.counted)
                state.owedBytes -= taken.owedBytes
                guard state.owedBytes <= Self.maximumOwedBytes else { return nil }
                defer { state.answerWaiter = nil }
                return state.answerWaiter
            }
            answerWaiter?.resume()
            if failed {
                close()
                return
            }
        }
    }

    /// The next lines to send and what they were (a `dropped` report counts as nothing);
    /// `nil` once closed.
    private func nextBatch() async -> ([[UInt8]], NotificationQueue.Taken)? {
        while true {
            let taken = state.withLock { state -> ([[UInt8]], NotificationQueue.Taken)?? in
                if state.closed { return .some(nil) }
                var lines: [[UInt8]] = []
                if state.queue.hasLines {
                    let taken = state.queue.take(upTo: Self.batchBytes) { lines.append($0) }
                    return (lines, taken)
                }
                if let report = state.queue.takeDroppedReport() { return ([report], NotificationQueue.Taken()) }
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
