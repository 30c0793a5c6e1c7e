import HubInterfaces
import Prelude

/// Event streams subscribed to before anything is sent, merged into one sequence of
/// arrivals, so that a command's outcome (or any event) cannot be missed.
///
/// ```swift
/// let watch = try EventWatch(speaker, events: ["info.updates"])
/// let id = try speaker.command("info.refresh", payload: nil)
/// watch.finish(after: .seconds(10))
/// for await arrival in watch.arrivals where arrival.output.correlationID == id { … }
/// ```
///
/// The arrivals wait in a buffer of at most ``bufferLimit`` (the oldest are dropped
/// beyond it, and counted); the sequence ends when every stream has finished, when the
/// time given to ``finish(after:)`` has passed, or on ``cancel()``.
final class EventWatch: Sendable {
    /// One output and the event it arrived on.
    struct Arrival: Sendable {
        /// The event.
        let event: Message
        /// The output.
        let output: EventOutput
    }

    /// How many arrivals wait unread at most.
    static let bufferLimit = 1024

    /// Every output of every watched stream, in the order they arrived.
    let arrivals: AsyncStream<Arrival>
    private let continuation: AsyncStream<Arrival>.Continuation
    private let tokens: [SubscriptionToken]
    private let state = Locked(State())

    private struct State {
        var timer: Task<Void, Never>?
        var timedOut = false
        var dropped = 0
    }

    /// Subscribes to each of `events` as `speaker`, each with `payload`.
    ///
    /// - Throws: the hub's ``PluginError`` when a subscription is refused (nothing stays subscribed).
    init(_ speaker: Speaker, events: [Message], payload: JSON? = nil) throws {
        let (arrivals, continuation) = AsyncStream.makeStream(
            of: Arrival.self, bufferingPolicy: .bufferingNewest(Self.bufferLimit))
        self.arrivals = arrivals
        self.continuation = continuation
        let open = Locked(events.count)
        let state = state
        var tokens: [SubscriptionToken] = []
        for event in events {
            let stream = try speaker.events(event, payload: payload)
            let token = stream.subscribe(
                onFinish: {
                    let remaining = open.withLock { count -> Int in
                        count -= 1
                        return count
                    }
                    if remaining == 0 { continuation.finish() }
                },
                { output in
                    if case .dropped = continuation.yield(Arrival(event: event, output: output)) {
                        state.withLock { $0.dropped += 1 }
                    }
                })
            tokens.append(token)
        }
        self.tokens = tokens
        if events.isEmpty { continuation.finish() }
    }

    deinit {
        cancel()
    }

    /// Ends the arrivals once `timeout` has passed (counting from now).
    func finish(after timeout: Duration) {
        let continuation = continuation
        let state = state
        let timer = Task {
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            state.withLock { $0.timedOut = true }
            continuation.finish()
        }
        state.withLock { $0.timer = timer }
    }

    /// Whether the arrivals ended because the time ran out.
    var timedOut: Bool { state.withLock { $0.timedOut } }

    /// How many arrivals were dropped because nobody read them in time.
    var droppedCount: Int { state.withLock { $0.dropped } }

    /// Unsubscribes from every stream and ends the arrivals.
    func cancel() {
        for token in tokens { token.cancel() }
        state.withLock { $0.timer?.cancel() }
        continuation.finish()
    }
}
