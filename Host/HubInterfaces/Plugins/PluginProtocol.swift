public import Prelude

/// A plugin: one vertical's face towards the hub. It receives the messages its
/// ``Policy`` lists and publishes its events as `EventStream`s of ``EventOutput``: it
/// keeps each stream's `EventSource` to itself (for as long as the stream should carry
/// events: releasing the source finishes the stream) and hands out only the read-only
/// stream, so a subscriber can neither send into it nor finish it.
///
/// Handlers run on the sender's thread and must not block. A handler throws at once for a
/// payload it cannot use: a ``PluginError`` (code ``PluginError/Code/invalidPayload``), or
/// the error of `payload.decode(_:)`, which the hub reports as `invalidPayload` with its
/// coding path. Work that takes time reports its outcome later on an event stream, tagged
/// with the command's ``CorrelationID``.
public protocol PluginProtocol: AnyObject, Sendable {
    /// Makes the plugin with the hub's sender for its outgoing messages and its
    /// configuration files (file name to contents).
    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws

    /// What the plugin may send, receive, publish and subscribe to.
    var policy: Policy { get }

    /// The stream for `event`, made for a subscriber with `payload` (filter or parameters).
    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput>

    /// Starts the work a command asks for; its outcome goes out later tagged `correlationID`.
    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws

    /// Answers a query from state at hand, without I/O.
    func onReceive(query: Message, payload: JSON?) throws -> JSON

    /// Answers a view query with a view as data.
    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode

    /// Receives a stream the hub subscribed this plugin to (`subscribeAtAppLaunch`).
    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message)
}

/// What a plugin sends through: the hub, checking both policies on every message.
///
/// Class-bound, so that `any MessageSending` is a reference and its witness table, two
/// words in registers: a plugin's send calls the conformer's method directly through the
/// table, where an unconstrained existential first calls the runtime to find the value in
/// its box, on every send (measured: about a nanosecond, a third of a command's cost
/// through the hub). A test double is a `final class`.
public protocol MessageSending: AnyObject, Sendable {
    /// The stream of `event` from the plugin that publishes it, for `subscriber`.
    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>

    /// Sends a command (fire and forget) tagged with the sender's own `correlationID`: its
    /// outcome later arrives as an ``EventOutput`` carrying that id. An id in the hub's `#`
    /// form (see ``CorrelationID``) is refused with ``PluginError/Code/invalidPayload``.
    ///
    /// ```swift
    /// try sender.send(command: .refreshInfo, payload: ["city": "Leeds"], correlationID: "abc", sender: self)
    /// ```
    func send(
        command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol
    ) throws

    /// Sends a command (fire and forget) and returns the correlation id the hub made for
    /// it, which its later ``EventOutput`` carries.
    @discardableResult
    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID

    /// Sends a query and returns its answer.
    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON

    /// Sends a view query and returns the view.
    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode
}
