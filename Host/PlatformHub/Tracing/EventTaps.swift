import HubInterfaces
import Prelude

/// Taps on event streams the hub handed out while tracing, so that each output is
/// recorded as an `emit` from publisher to subscriber.
///
/// One tap per (stream, subscriber); taps of streams that no longer exist are dropped at
/// the next subscription. A tap records while tracing is on and the stream lives, even
/// if the subscriber stopped listening.
final class EventTaps: Sendable {
    private let taps = Locked<[Tap]>([])

    /// A tap: the stream (weakly), the index of the plugin it was handed to, and the subscription keeping it.
    final class Tap: Sendable {
        weak let stream: EventStream<EventOutput>?
        let subscriber: Int
        let token: SubscriptionToken

        init(stream: EventStream<EventOutput>, subscriber: Int, token: SubscriptionToken) {
            self.stream = stream
            self.subscriber = subscriber
            self.token = token
        }
    }

    /// Cancels and drops every tap (the hub stopped).
    func removeAll() {
        let removed = taps.withLock { taps in
            defer { taps = [] }
            return taps
        }
        for tap in removed { tap.token.cancel() }
    }

    /// Taps `stream` of `event`, from the plugin at index `publisher` and handed to the one
    /// at `subscriber`, unless it is tapped for them already.
    func tap(
        _ stream: EventStream<EventOutput>, tracer: Tracer, event: Message, publisher: Int, subscriber: Int
    ) {
        taps.withLock { taps in
            taps.removeAll { $0.stream == nil }
            guard !taps.contains(where: { $0.stream === stream && $0.subscriber == subscriber }) else { return }
            let token = stream.subscribe { [weak tracer] output in
                guard let tracer, tracer.isEnabled else { return }
                tracer.record(
                    kind: .event, action: .emit, from: publisher, to: subscriber, message: event,
                    correlationID: output.correlationID, outcome: output.error.map { TraceOutcome($0.code) } ?? .ok,
                    since: nil)
            }
            taps.append(Tap(stream: stream, subscriber: subscriber, token: token))
        }
    }
}
