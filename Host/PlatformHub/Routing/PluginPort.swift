import Prelude
import VerticalInterfaces

/// The `MessageSending` handle one plugin receives at start-up, bound to its index.
///
/// A send through it knows its sender without a lookup; it checks with one pointer
/// comparison that the `sender` argument is the plugin it was given to, so a plugin
/// cannot send under another's policy.
final class PluginPort: MessageSending {
    let core: HubCore
    let index: Int

    init(core: HubCore, index: Int) {
        self.core = core
        self.index = index
    }

    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws -> EventStream<EventOutput> {
        try core.publisher(forEvent: event, payload: payload, from: index, claimed: subscriber)
    }

    @inline(__always)
    func send(
        command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol
    ) throws {
        try core.command(command, payload: payload, correlationID: correlationID, from: index, claimed: sender)
    }

    @discardableResult
    @inline(__always)
    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        try core.command(command, payload: payload, from: index, claimed: sender)
    }

    @inline(__always)
    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        try core.query(query, payload: payload, from: index, claimed: sender)
    }

    @inline(__always)
    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        try core.viewQuery(viewQuery, payload: payload, from: index, claimed: sender)
    }
}
