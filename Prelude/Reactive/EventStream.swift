/// A multicast stream of events, the read side: every subscriber gets every element sent
/// after it subscribed, in the order they were sent.
///
/// Only the stream's ``EventSource`` sends or finishes; a stream can be handed to anyone
/// (a plugin returns its stream to subscribers through the hub) without giving them the
/// power to send into it or end it for everyone else.
///
/// Subscribe with a closure (fast, synchronous, called on the sending thread) or iterate
/// with `for await`, in which case each subscriber has its own buffer with a stated
/// ``BufferingPolicy``: no subscriber takes elements from another.
///
/// ```swift
/// let source = EventSource<Int>()
/// let stream = source.stream                  // hand this out
/// let token = stream.subscribe { print("got", $0) }
/// let numbers = stream.subscription(buffering: .unbounded)   // subscribed from here on
/// Task { for await n in numbers { print(n) } }
/// source.send(1)
/// source.finish()      // ends every subscriber; later sends are ignored
/// ```
///
/// A subscriber only gets what is sent after it subscribed: `for await n in stream`
/// subscribes when the loop starts, so make the ``subscription(buffering:)`` first when
/// the loop runs in another task.
///
/// Deliveries to closure subscribers are serialised: a handler is never called on two
/// threads at once, and every subscriber sees every element in one global order. No lock
/// is held while a handler runs, so handlers may send, subscribe or cancel on this or any
/// other stream (two streams' handlers may send to each other from two threads). A send
/// made while another is being delivered is queued behind it and delivered by the thread
/// already delivering, so `send` may return before its element has reached every
/// subscriber; its audience is still the subscribers present when it was sent, minus any
/// cancelled before its turn. The queue is bounded (``EventSource/queueLimit``): a sender
/// that is not itself delivering waits for room. Releasing the source finishes the stream (a stream does not keep its source
/// alive, and releasing a stream does not finish it).
public final class EventStream<Element: Sendable>: Sendable {
    @usableFromInline let subscribers: SubscriberList<Element>
    /// The buffering that `for await` over the stream itself uses.
    public let defaultBuffering: BufferingPolicy

    /// Makes the read side of `subscribers`; only ``EventSource`` makes streams.
    init(subscribers: SubscriberList<Element>, buffering: BufferingPolicy) {
        self.subscribers = subscribers
        defaultBuffering = buffering
    }

    /// Calls `handler` with every element sent from now on, until the token is cancelled
    /// or released.
    ///
    /// - Parameters:
    ///   - onFinish: Called once when the stream finishes (at once if it already has).
    ///   - handler: Called on the sending thread, never on two threads at once.
    public func subscribe(
        onFinish: @escaping @Sendable () -> Void = {},
        _ handler: @escaping @Sendable (Element) -> Void
    ) -> SubscriptionToken {
        subscribers.token(for: subscribers.add(deliver: handler, finish: onFinish))
    }

    /// Subscribes now with a buffer of its own, for `for await`.
    ///
    /// Elements sent after this call are buffered until the subscription is iterated.
    public func subscription(buffering: BufferingPolicy? = nil) -> Subscription {
        Subscription(stream: self, buffering: buffering ?? defaultBuffering)
    }

    /// How many subscribers the stream has now.
    public var subscriberCount: Int { subscribers.count }

    /// Whether the source has finished the stream.
    public var isFinished: Bool { subscribers.isFinished }
}

extension EventStream: AsyncSequence {
    /// Each `for await` over the stream is a new subscriber with ``defaultBuffering``.
    public func makeAsyncIterator() -> Subscription.Iterator {
        subscription().makeAsyncIterator()
    }
}
