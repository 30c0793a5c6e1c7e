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
        let tips = Current.tips
        switch query {
        case .tipsToday:
            try Self.requireEmpty(payload, for: query, kind: .query)
            let number = TipOfTheDay.number(on: Current.clock.now(), count: tips.tipKeys.count)
            return try Self.tip(number, in: tips, for: query, kind: .query)
        case .tipsTip:
            // A missing or mistyped field throws here, with its coding path: the hub
            // reports it as `invalidPayload`.
            let request = try (payload ?? .null).decode(TipRequest.self)
            return try Self.tip(request.number, in: tips, for: query, kind: .query)
        default:
            throw Self.unknown(query, kind: .query)
        }
    }

    /// Renders `tips.view`.
    ///
    /// - Throws: `PluginError` for a payload that does not fit.
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw Self.unknown(viewQuery, kind: .viewQuery)
    }

    /// Tips subscribes to nothing, so the hub never calls this.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    /// The tip numbered `number` as JSON, or a not-found error naming the numbers there are.
    private static func tip(
        _ number: Int, in tips: TipsWorld, for message: Message, kind: MessageKind
    ) throws(PluginError)
        -> JSON
    {
        guard tips.tipKeys.indices.contains(number - 1) else {
            throw PluginError(
                code: .failed,
                message: "not found: number: there is no tip \(number); tips are numbered 1 to \(tips.tipKeys.count)",
                messageName: message.name, kind: kind, receiver: "Tips")
        }
        return [
            "number": .int(number), "count": .int(tips.tipKeys.count),
            "text": .string(tips.strings.text(tips.tipKeys[number - 1])),
        ]
    }

    /// Accepts no payload, `null` or `{}`.
    private static func requireEmpty(_ payload: JSON?, for message: Message, kind: MessageKind) throws(PluginError) {
        guard let payload, payload != .null, payload != [:] else { return }
        throw PluginError(
            code: .invalidPayload, message: "\(message.name) takes no payload; remove it",
            messageName: message.name, kind: kind, receiver: "Tips")
    }

    private static func unknown(_ message: Message, kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage, message: "Tips has no \(kind) \"\(message.name)\"",
            messageName: message.name, kind: kind, receiver: "Tips")
    }
}

/// The payload of `tips.tip`.
private struct TipRequest: Decodable {
    /// The tip's number, from 1.
    var number: Int
}
