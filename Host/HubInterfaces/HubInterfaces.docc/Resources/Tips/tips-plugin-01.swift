import Foundation
public import HubInterfaces
public import Prelude

/// Tips' face towards the hub: a thin adapter that checks each payload, asks the worker
/// which tip to show, and encodes the answer.
///
/// - `tips.today` (query, no payload): today's tip, `{"number", "count", "text"}`.
/// - `tips.tip` (query, `{"number"}`): one tip by its number, from 1.
/// - `tips.view` (view query, no payload): the tips screen.
///
/// Its policy is the shipped `Resources/Policy/Tips.json`. Tips, strings and the clock
/// come from `Current` when a message arrives.
public final class TipsPlugin: PluginProtocol {
    /// The shipped policy.
    public let policy: Policy

    /// Makes the plugin with its shipped policy. Tips reads no configuration files.
    ///
    /// - Parameters:
    ///   - messageSender: The hub's sender for outgoing messages; Tips sends none.
    ///   - configurationFiles: The host's configuration files; Tips reads none.
    /// - Throws: `MissingResourceError` when the policy file is missing, or the JSON error
    ///   naming where the shipped policy is malformed.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        policy = try JSON(parsing: try String(contentsOf: TipsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
    }

    /// Tips publishes no events.
    ///
    /// - Throws: `PluginError` (`unknownMessage`) for every event.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw Self.unknown(event, kind: .event)
    }

    /// Tips receives no commands.
    ///
    /// - Throws: `PluginError` (`unknownMessage`) for every command.
    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        throw Self.unknown(command, kind: .command)
    }

    /// Answers `tips.today` and `tips.tip`.
    ///
    /// - Throws: `PluginError` for a payload that does not fit or a tip that does not exist.
    public func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw Self.unknown(query, kind: .query)
    }

    /// Renders `tips.view`.
    ///
    /// - Throws: `PluginError` for a payload that does not fit.
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw Self.unknown(viewQuery, kind: .viewQuery)
    }

    /// Tips subscribes to nothing, so the hub never calls this.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    private static func unknown(_ message: Message, kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage, message: "Tips has no \(kind) \"\(message.name)\"",
            messageName: message.name, kind: kind, receiver: "Tips")
    }
}
