import Prelude

/// What one WebSocket session sends, in order: answers (owed, never dropped) queued by the
/// connection's reader (``answer(_:)``, ``roomForAnswers()``) and notifications queued by plugins' threads
/// (``notify(_:)``), in one ``NotificationQueue`` with its bound, drop count and `dropped`
/// report, handed to the connection in batches, one text frame per line.
///
/// There is no writer task: whoever queues a line while nothing is being written asks the
/// connection's event loop to write (``Schedule``); when it gets to it, it takes every line
/// queued by then and writes them with one flush (``Write``), and the completion of that
/// write asks again if more were queued meanwhile. So a flood of requests is answered in
/// batches of up to ``batchBytes`` (one buffer, one `write`), and a single request costs no
/// hop to another task.
///
/// The reader never waits for a frame to be sent; it waits only when more than
/// ``maximumOwedBytes`` of answers are unsent. A client that stops reading therefore holds
/// the write in progress (the socket's back pressure), then the reader, so the server stops
/// reading that client; notifications then fill their bound and are dropped and counted.
/// Memory stays bounded whatever the client does.
final class WebSocketOutput: ServeOutput, @unchecked Sendable {
    // @unchecked Sendable: every stored var is in `state`, a `Locked` value; `schedule`,
    // `write` and `onDropping` are immutable Sendable closures.

    /// Runs `body` soon on the connection's event loop, never within the call itself.
    typealias Schedule = @Sendable (_ body: @escaping @Sendable () -> Void) -> Void
    /// On the event loop: writes `lines` in order, one text frame each, with one flush, and
    /// calls `done` once, with true when they are written, false when the connection failed.
    typealias Write = @Sendable (_ lines: [[UInt8]], _ done: @escaping @Sendable (_ written: Bool) -> Void) -> Void

    private struct State {
        var queue: NotificationQueue
        /// Whether a batch has been handed to `write` and is not done.
        var writing = false
        /// The reader, waiting for room for answers.
        var answerWaiter: CheckedContinuation<Void, Never>? = nil
        var owedBytes = 0
        var closed = false

        /// Whether a write should be scheduled now: a line (or a `dropped` report) waits and
        /// no write is scheduled or in progress; if so, one now is.
        mutating func startsWriting() -> Bool {
            guard !writing, !closed, queue.hasLines || queue.owesDroppedReport else { return false }
            writing = true
            return true
        }

        /// The lines to write now: those waiting, up to ``batchBytes``, or the `dropped`
        /// report once none waits; `nil`, ending the write, when there is nothing.
        mutating func takeBatch() -> Batch? {
            if !closed && queue.hasLines {
                var lines: [[UInt8]] = []
                let taken = queue.take(upTo: WebSocketOutput.batchBytes) { lines.append($0) }
                return Batch(lines: lines, taken: taken)
            }
            if !closed, let report = queue.takeDroppedReport() {
                return Batch(lines: [report], taken: NotificationQueue.Taken())
            }
            writing = false
            return nil
        }

        /// The reader, when it waits and there is room (or the connection closed).
        mutating func takeAnswerWaiter() -> CheckedContinuation<Void, Never>? {
            guard closed || owedBytes <= WebSocketOutput.maximumOwedBytes else { return nil }
            defer { answerWaiter = nil }
            return answerWaiter
        }
    }

    /// Lines handed to `write` at once, and what they were (a `dropped` report counts as nothing).
    private struct Batch {
        let lines: [[UInt8]]
        let taken: NotificationQueue.Taken
    }

    /// How many bytes of lines are written at a time.
    static let batchBytes = 64 * 1024
    /// How many bytes of answers may wait to be sent before the reader waits.
    static let maximumOwedBytes = 256 * 1024

    private let state: Locked<State>
    private let schedule: Schedule
    private let write: Write
    private let onDropping: @Sendable () -> Void

    /// - Parameters:
    ///   - schedule: Runs a body on the connection's event loop (see ``Schedule``).
    ///   - write: Sends lines to the client (see ``Write``).
    ///   - onDropping: Called (on the notifying thread, without the lock) when a
    ///     notification is dropped after none was since the last `dropped` report.
    init(
        maximumQueuedNotifications: Int, schedule: @escaping Schedule, write: @escaping Write,
        onDropping: @escaping @Sendable () -> Void = {}
    ) {
        state = Locked(State(queue: NotificationQueue(bound: maximumQueuedNotifications)))
        self.schedule = schedule
        self.write = write
        self.onDropping = onDropping
    }

    /// What ``answer(_:)`` did.
    enum Answering {
        /// Queued; read on.
        case queued
        /// Queued, and more than ``maximumOwedBytes`` of answers are unsent: wait for
        /// ``roomForAnswers()`` before reading on.
        case full
        /// The connection is closed; nothing was queued.
        case closed
    }

    /// Queues an answer after everything queued so far, without waiting (a call that does
    /// not suspend costs the reader nothing on its event loop).
    func answer(_ line: String) -> Answering {
        let bytes = Array(line.utf8)
        let (answering, starts) = state.withLock { state -> (Answering, Bool) in
            guard !state.closed else { return (.closed, false) }
            state.queue.append(owed: bytes)
            state.owedBytes += bytes.count
            return (state.owedBytes > Self.maximumOwedBytes ? .full : .queued, state.startsWriting())
        }
        if starts { scheduleWrite() }
        return answering
    }

    /// Waits until at most ``maximumOwedBytes`` of answers are unsent; false once the
    /// connection is closed, or when the waiting task is cancelled (which closes it: a client
    /// that does not read cannot hold a server that is stopping).
    func roomForAnswers() async -> Bool {
        await withTaskCancellationHandler {
            while !Task.isCancelled {
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
            close()
            return false
        } onCancel: {
            close()
        }
    }

    /// Notifications dropped so far because the client did not read them.
    var droppedNotifications: Int { state.withLock { $0.queue.droppedTotal } }

    func notify(_ notification: ServeNotification) {
        let line = Array(notification.line.utf8)
        let (offer, starts) = state.withLock { state -> (NotificationQueue.Offer?, Bool) in
            guard !state.closed else { return (nil, false) }
            let offer = state.queue.offer(line)
            return (offer, state.startsWriting())
        }
        if starts { scheduleWrite() }
        if case .dropped(first: true)? = offer { onDropping() }
    }

    /// Holds back notifications until ``release()``: call before answering a request.
    func hold() {
        state.withLock { $0.queue.hold() }
    }

    /// Ends the hold: the notifications the request caused go out after its answer.
    func release() {
        let starts = state.withLock { state in state.queue.release() && state.startsWriting() }
        if starts { scheduleWrite() }
    }

    /// Stops writing; what is still queued is dropped with the connection (a write in
    /// progress completes or fails with it). Called when the reader ends, and when a close
    /// frame goes out (``CloseFrameWatcher``): RFC 6455 allows no data frame after it.
    func close() {
        let answerWaiter = state.withLock { state in
            state.closed = true
            return state.takeAnswerWaiter()
        }
        answerWaiter?.resume()
    }

    /// Asks the event loop to write what is queued when it gets to it; the write's completion
    /// asks again while lines are left.
    private func scheduleWrite() {
        schedule { [self] in
            guard let batch = state.withLock({ $0.takeBatch() }) else { return }
            write(batch.lines) { [self] written in
                let (more, answerWaiter) = state.withLock { state -> (Bool, CheckedContinuation<Void, Never>?) in
                    state.queue.written(batch.taken.counted)
                    state.owedBytes -= batch.taken.owedBytes
                    if !written { state.closed = true }
                    state.writing = false
                    return (state.startsWriting(), state.takeAnswerWaiter())
                }
                answerWaiter?.resume()
                if more { scheduleWrite() }
            }
        }
    }
}
