import Foundation

/// The hand-off between the thread that reads an agent's lines and the MCP SDK's server, which
/// takes them one at a time: bounded both ways.
///
/// - At most ``capacity`` messages wait for the server; the reader waits while it is full.
/// - At most ``maximumInFlight`` requests are being answered at once (the server starts a task
///   for each): the reader waits before handing over one more, until an answer is sent
///   (``answered()``). The server answers every request exactly once, because the transport
///   keeps cancellation notices from it.
///
/// So a client that pipelines 10,000 calls holds at most the pipe's contents, ``capacity``
/// messages and ``maximumInFlight`` calls in the server, whatever it sends.
final class MessageInbox: @unchecked Sendable {
    // @unchecked Sendable: every stored var is read and written only while `condition` is
    // locked; the bounds are immutable.
    /// Messages waiting for the server.
    let capacity: Int
    /// Requests handed over and not yet answered.
    let maximumInFlight: Int

    private let condition = NSCondition()
    private var messages: [Data] = []
    private var head = 0
    private var waiter: CheckedContinuation<Data?, Never>?
    private var inputEnded = false
    private var closed = false
    private var inFlight = 0

    init(capacity: Int = 64, maximumInFlight: Int = 64) {
        self.capacity = max(1, capacity)
        self.maximumInFlight = max(1, maximumInFlight)
    }

    /// On the reading thread: hands `message` over, waiting while the inbox is full (or, for a
    /// request, while ``maximumInFlight`` are being answered). False once closed.
    func put(_ message: Data, isRequest: Bool) -> Bool {
        condition.lock()
        while !closed && (messages.count - head >= capacity || (isRequest && inFlight >= maximumInFlight)) {
            condition.wait()
        }
        guard !closed else {
            condition.unlock()
            return false
        }
        if isRequest { inFlight += 1 }
        if let waiter {
            self.waiter = nil
            condition.unlock()
            waiter.resume(returning: message)
            return true
        }
        messages.append(message)
        condition.unlock()
        return true
    }

    /// On the reading thread: counts in a request the transport answers itself (its fast path),
    /// waiting while ``maximumInFlight`` are being answered; it is answered with
    /// ``answered()`` like any other. False once closed.
    func admit() -> Bool {
        condition.withLock {
            while !closed && inFlight >= maximumInFlight { condition.wait() }
            guard !closed else { return false }
            inFlight += 1
            return true
        }
    }

    /// On the reading thread: no more messages will come; the server takes those waiting first.
    func endInput() {
        let waiter = condition.withLock { () -> CheckedContinuation<Data?, Never>? in
            inputEnded = true
            defer { self.waiter = nil }
            return messages.count == head ? self.waiter : nil
        }
        waiter?.resume(returning: nil)
    }

    /// Stops handing over: the reader's next ``put(_:isRequest:)`` returns false, the server's
    /// next ``take()`` gets `nil`.
    func close() {
        let waiter = condition.withLock { () -> CheckedContinuation<Data?, Never>? in
            closed = true
            inputEnded = true
            condition.broadcast()
            defer { self.waiter = nil }
            return self.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// For the server: the next message, or `nil` once the input ended and every message was taken.
    func take() async -> Data? {
        await withCheckedContinuation { (continuation: CheckedContinuation<Data?, Never>) in
            condition.lock()
            if head < messages.count && !closed {
                let message = messages[head]
                head += 1
                if head == messages.count {
                    messages.removeAll(keepingCapacity: true)
                    head = 0
                } else if head >= 1024 {
                    // A backlog that never empties must not keep every message taken so far.
                    messages.removeFirst(head)
                    head = 0
                }
                condition.broadcast()
                condition.unlock()
                continuation.resume(returning: message)
            } else if inputEnded || closed {
                condition.unlock()
                continuation.resume(returning: nil)
            } else {
                waiter = continuation
                condition.unlock()
            }
        }
    }

    /// One request has been answered.
    func answered() {
        condition.withLock {
            inFlight = max(0, inFlight - 1)
            condition.broadcast()
        }
    }

    /// Waits (blocking) until every request handed over has been answered, or `deadline`
    /// passes; returns how many were not.
    func waitUntilAnswered(before deadline: Date) -> Int {
        condition.withLock {
            while inFlight > 0 {
                if !condition.wait(until: deadline) { break }
            }
            return inFlight
        }
    }
}
