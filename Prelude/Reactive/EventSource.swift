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

    /// Sends `element` to every current subscriber of ``stream``. Does nothing once the
    /// stream has finished.
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

    /// Whether ``finish()`` has been called.
    public var isFinished: Bool { stream.isFinished }
}
