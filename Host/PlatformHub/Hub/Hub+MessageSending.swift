public import HubInterfaces
public import Prelude

extension Hub: MessageSending {
    /// Sends for `sender`, found by identity among the started plugins. Plugins should use
    /// the handle they were given at start-up instead, which skips this lookup.
    public func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws -> EventStream<EventOutput> {
        let index = try core.index(of: subscriber, kind: .event, message: event)
        return try core.publisher(forEvent: event, payload: payload, from: index, claimed: subscriber)
    }

    /// Sends a command for `sender` tagged `correlationID`; see
    /// `MessageSending/send(command:payload:correlationID:sender:)`.
    public func send(
        command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol
    ) throws {
        let index = try core.index(of: sender, kind: .command, message: command)
        try core.command(command, payload: payload, correlationID: correlationID, from: index, claimed: sender)
    }

    /// Sends a command for `sender` and returns the correlation id made for it; see
    /// `MessageSending/send(command:payload:sender:)`.
    @discardableResult
    public func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        let index = try core.index(of: sender, kind: .command, message: command)
        return try core.command(command, payload: payload, from: index, claimed: sender)
    }

    /// Sends a query for `sender` and returns its answer.
    public func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        let index = try core.index(of: sender, kind: .query, message: query)
        return try core.query(query, payload: payload, from: index, claimed: sender)
    }

    /// Sends a view query for `sender` and returns the view.
    public func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        let index = try core.index(of: sender, kind: .viewQuery, message: viewQuery)
        return try core.viewQuery(viewQuery, payload: payload, from: index, claimed: sender)
    }
}
