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
/// let numbers = stream.subscription(buffering: .unbounded)   // subscribed from here on
/// Task { for await n in numbers { print(n) } }
/// stream.send(1)
/// stream.finish()      // ends every subscriber; later sends are ignored
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
/// made while another is being delivered is queued and delivered right after it by the
/// thread already delivering, so `send` may return before its element has reached every
/// subscriber. Releasing the stream finishes it.
public final class EventStream<Element: Sendable>: Sendable {
    @usableFromInline let subscribers = SubscriberList<Element>()
    /// The buffering that `for await` over the stream itself uses.
    public let defaultBuffering: BufferingPolicy

    /// Makes a stream.
    /// - Parameter buffering: The buffering that `for await element in stream` uses.
    public init(buffering: BufferingPolicy = .default) {
        defaultBuffering = buffering
    }

    deinit {
        subscribers.finish()
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
