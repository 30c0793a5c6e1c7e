public import HubInterfaces
public import Prelude

/// A `MessageSending` for running ``ClinicalRecordsPlugin`` without a hub (a tool, a
/// benchmark, a crash test): every outgoing message is refused as having no receiver, so
/// the screens show Maps as unavailable, exactly as when Maps is absent.
///
/// ```swift
/// let plugin = try ClinicalRecordsPlugin(messageSender: HublessSender(), configurationFiles: [:])
/// ```
public final class HublessSender: MessageSending {
    /// Makes a sender.
    public init() {}

    /// Refuses: there is no hub to subscribe through.
    public func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>
    {
        throw refusal(event, .event)
    }

    /// Refuses: there is no hub to send through.
    public func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws
    {
        throw refusal(command, .command)
    }

    /// Refuses: there is no hub to send through.
    public func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        throw refusal(command, .command)
    }

    /// Refuses: there is no hub to send through.
    public func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        throw refusal(query, .query)
    }

    /// Refuses: there is no hub to send through.
    public func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        throw refusal(viewQuery, .viewQuery)
    }

    private func refusal(_ message: Message, _ kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage, message: "no plugin receives \(message.name): ClinicalRecords runs without a hub",
            messageName: message.name, kind: kind, sender: "ClinicalRecords")
    }
}
