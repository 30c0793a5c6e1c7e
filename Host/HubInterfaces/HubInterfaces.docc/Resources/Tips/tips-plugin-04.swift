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
/// Its policy is the shipped `Resources/Policy/Tips.json`, and its payloads are checked
/// against its contracts (`Resources/Contracts/Tips.json`). Tips, strings and the clock come
/// from `Current` when a message arrives.
public final class TipsPlugin: PluginProtocol {
    /// The shipped policy.
    public let policy: Policy

    /// Makes the plugin with its shipped policy. Tips reads no configuration files.
    ///
    /// - Parameters:
    ///   - messageSender: The hub's sender for outgoing messages; Tips sends none.
    ///   - configurationFiles: The host's configuration files; Tips reads none.
    /// - Throws: `MissingResourceError` when the policy file is missing, the JSON error
    ///   naming where the shipped policy is malformed, or `PluginError` (`unavailable`) when
    ///   the contracts cannot be read.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        policy = try JSON(parsing: try String(contentsOf: TipsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        do {
            try Self.payloads.requireUsable()
        } catch {
            throw PluginError(error)
        }
    }

    /// Every payload's check against Tips' contracts, compiled once a process (Prelude's
    /// shared `PayloadCheck`).
    static let payloads = PayloadCheck(receiver: "Tips") {
        try TipsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) }
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
            // The contract first: what it refuses (a missing field, an unknown one, a number
            // below 1), Tips refuses as `invalidPayload`, in the payload's own terms.
            try Self.checkContract(payload, for: query)
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
        guard viewQuery == .tipsView else { throw Self.unknown(viewQuery, kind: .viewQuery) }
        try Self.requireEmpty(payload, for: viewQuery, kind: .viewQuery)
        let tips = Current.tips
        let number = TipOfTheDay.number(on: Current.clock.now(), count: tips.tipKeys.count)
        let count = String(tips.tipKeys.count)
        return ViewNode(
            .screen, text: tips.strings.text("tips.title"),
            children: number == 0
                ? []
                : [
                    ViewNode(.text, text: tips.strings.text(tips.tipKeys[number - 1])),
                    ViewNode(
                        .text,
                        text: tips.strings.text("tips.number", arguments: ["number": String(number), "count": count])),
                ])
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

    /// Refuses a payload the contract of `message` refuses, naming every place and why.
    private static func checkContract(_ payload: JSON?, for message: Message) throws(PluginError) {
        do {
            try payloads.check(payload, for: message.name, kind: MessageKind.query.rawValue)
        } catch {
            throw PluginError(error)
        }
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
