/// A multicast stream of events: every subscriber gets every element sent after it
/// subscribed, in the order they were sent.
///
/// Subscribe with a closure (fast, synchronous, called on the sending thread) or iterate
/// with `for await`, in which case each subscriber has its own buffer with a stated
/// ``BufferingPolicy``: no subscriber takes elements from another.
///
/// ```swift
/// let stream = EventStream<Int>()
/// let token = stream.subscribe { print("got", $0) }
/// Task { for await n in stream.subscription(buffering: .unbounded) { print(n) } }
/// stream.send(1)
/// stream.finish()      // ends every subscriber; later sends are ignored
/// ```
///
/// Deliveries to closure subscribers are serialised: a handler is never called on two
/// threads at once, and all subscribers see one global order. Handlers may send,
/// subscribe or cancel on the same stream, but must not block waiting for another
/// thread that sends on it.
public final class EventStream<Element: Sendable>: Sendable {
    @usableFromInline let subscribers = SubscriberList<Element>()
    /// The buffering that `for await` over the stream itself uses.
    public let defaultBuffering: BufferingPolicy

    /// Makes a stream.
    /// - Parameter buffering: The buffering that `for await element in stream` uses.
    public init(buffering: BufferingPolicy = .default) {
        defaultBuffering = buffering
    }

    /// Sends `element` to every current subscriber. Does nothing once the stream finished.
    @inlinable
    public func send(_ element: Element) {
        subscribers.deliver(element)
    }

    /// Ends the stream: closure subscribers' `onFinish` runs, `for await` loops end after
    /// draining what they buffered, and later subscribers finish at once.
    public func finish() {
        subscribers.finish()
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

    /// Whether ``finish()`` has been called.
    public var isFinished: Bool { subscribers.lock.withLock { subscribers.isFinished } }
}

extension EventStream: AsyncSequence {
    /// Each `for await` over the stream is a new subscriber with ``defaultBuffering``.
    public func makeAsyncIterator() -> Subscription.Iterator {
        subscription().makeAsyncIterator()
    }
}
