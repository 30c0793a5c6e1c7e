/// The sending side of an ``EventStream``: whoever holds it sends and finishes; everyone
/// else gets ``stream``, which can only be subscribed to.
///
/// Keep the source private and hand out the stream, as a plugin does with its events:
///
/// ```swift
/// final class WeatherPlugin: PluginProtocol {
///     private let forecasts = EventSource<EventOutput>(buffering: .bounded(64, whenFull: .dropOldest))
///
///     func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
///         forecasts.stream            // subscribers cannot send into it or finish it
///     }
///
///     func deliver(_ forecast: JSON, for id: CorrelationID) {
///         forecasts.send(EventOutput(.success(forecast), correlationID: id))
///     }
/// }
/// ```
///
/// Releasing the source finishes the stream: closure subscribers' `onFinish` runs and
/// `for await` loops end after draining their buffers. A stream does not keep its source
/// alive, so keep the source for as long as the stream should carry events: handing out
/// `EventSource().stream` hands out a stream that has already finished.
public final class EventSource<Element: Sendable>: Sendable {
    @usableFromInline let subscribers = SubscriberList<Element>()
    /// The read side, to hand to subscribers.
    public let stream: EventStream<Element>

    /// Makes a source and its stream.
    /// - Parameter buffering: The buffering that `for await element in stream` uses.
    public init(buffering: BufferingPolicy = .default) {
        stream = EventStream(subscribers: subscribers, buffering: buffering)
    }

    deinit {
        subscribers.finish()
    }

    /// Sends `element` to every current subscriber of ``stream``: the subscribers present
    /// now, minus any cancelled before its delivery starts. Does nothing once the stream
    /// has finished.
    ///
    /// When another thread is delivering, the element is queued behind it and `send`
    /// returns at once, unless the queue is full (``queueLimit`` items, counting a place
    /// for each sender already waiting): then `send` waits until the delivering thread has
    /// emptied half the queue (every waiting sender is woken at once and finds its place
    /// held) or hands its role over. Senders never wait behind one another while there is
    /// room, so many producer threads on few cores do not form a convoy. A send from a
    /// handler never waits. Because a send may wait for the delivering thread, do not send
    /// while holding a lock that a handler of this stream takes.
    @inlinable
    public func send(_ element: Element) {
        subscribers.deliver(element)
    }

    /// Ends the stream: closure subscribers' `onFinish` runs, `for await` loops end after
    /// draining what they buffered, and later subscribers finish at once.
    public func finish() {
        subscribers.finish()
    }

    /// How many subscribers the stream has now.
    public var subscriberCount: Int { subscribers.count }

    /// How many sends are queued behind the thread that is delivering now (a subscription
    /// made while another thread delivers waits in the queue too, and counts).
    public var queuedCount: Int { subscribers.queuedCount }

    /// The most items (sends, and subscriptions made while another thread delivers) queued
    /// behind the delivering thread before a sender or subscriber waits. Sends and
    /// subscriptions from handlers do not wait and may pass it.
    public static var queueLimit: Int { SubscriberList<Element>.queueLimit }

    /// How many queued elements one thread delivers in a turn. After a turn it hands
    /// delivering to a sender that waits (or to the next one to arrive), and its own `send`
    /// returns; senders arriving after the turn ended wait for that hand-over rather than
    /// queue behind it, so one `send` delivers at most `turnLimit + queueLimit` elements of
    /// other senders.
    public static var turnLimit: Int { SubscriberList<Element>.turnLimit }

    /// Whether ``finish()`` has been called.
    public var isFinished: Bool { stream.isFinished }
}
