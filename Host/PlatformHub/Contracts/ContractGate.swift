import HubInterfaces
import JSONSchema
import Prelude

/// One plugin's contracts, compiled when the plugin is made, for the checks the hub makes on
/// the plugin's behalf: every payload against its message's payload schema before the plugin
/// sees it, and (in debug builds) every query answer against its answer schema.
///
/// The hub holds every contract and sees every message first, so a plugin decodes what the
/// hub let through and carries no schema compiler of its own. A refusal names the receiver,
/// the message and every place and why, in the words a plugin's own check would use:
///
/// ```text
/// Maps cannot use the payload of query "maps.nearby": <root>: missing required field "latitude" (required)
/// ```
final class ContractGate: Sendable {
    /// A compiled schema with the message it belongs to, kept in a class so that a route can
    /// point at it without a reference count (the gate keeps it alive).
    final class Schema: Sendable {
        /// The schema.
        let schema: JSONSchema
        /// The message's name.
        let message: String
        /// The message's kind.
        let kind: MessageKind
        /// The plugin that receives (or publishes) the message, as refusals name it.
        let receiver: String

        init(_ schema: JSONSchema, message: String, kind: MessageKind, receiver: String) {
            self.schema = schema
            self.message = message
            self.kind = kind
            self.receiver = receiver
        }
    }

    /// The plugin the contracts belong to.
    let plugin: String
    /// Payload schemas by ``OutgoingRoutes/key(_:_:)`` of message and kind.
    private let payloads: [Int: Schema]
    /// Answer schemas by the same key (query answers and event values), compiled in debug
    /// builds only: checking answers is for finding a plugin's bugs, not for users' traffic.
    private let answers: [Int: Schema]

    /// Compiles `contracts` (the first contract of a message and kind counts).
    ///
    /// - Throws: `JSONSchemaError` for the first schema that does not compile, naming its message.
    init(plugin: String, contracts: [MessageContract]) throws(JSONSchemaError) {
        self.plugin = plugin
        var payloads: [Int: Schema] = [:]
        var answers: [Int: Schema] = [:]
        for contract in contracts {
            let key = OutgoingRoutes.key(contract.kind, contract.message.symbol.id)
            guard payloads[key] == nil else { continue }
            payloads[key] = Schema(
                try Self.compile(contract.payloadSchema, contract), message: contract.message.name,
                kind: contract.kind, receiver: plugin)
            #if DEBUG
                if let answer = contract.answerSchema {
                    answers[key] = Schema(
                        try Self.compile(answer, contract), message: contract.message.name, kind: contract.kind,
                        receiver: plugin)
                }
            #endif
        }
        self.payloads = payloads
        self.answers = answers
    }

    private static func compile(_ document: JSON, _ contract: MessageContract) throws(JSONSchemaError) -> JSONSchema {
        do {
            return try JSONSchema(document)
        } catch {
            throw JSONSchemaError(
                problems: error.problems.map {
                    JSONSchemaError.Problem(
                        location: "\(contract.message.name) \($0.location)", keyword: $0.keyword, message: $0.message)
                })
        }
    }

    /// The payload schema of `message` as `kind`, or `nil` when the plugin declares none.
    func payloadSchema(_ kind: MessageKind, _ message: Message) -> Schema? {
        payloads[OutgoingRoutes.key(kind, message.symbol.id)]
    }

    /// The answer schema of `message` as `kind` (debug builds), or `nil`.
    func answerSchema(_ kind: MessageKind, _ message: Message) -> Schema? {
        answers[OutgoingRoutes.key(kind, message.symbol.id)]
    }
}

extension ContractGate.Schema {
    /// Checks a payload (`nil`, no payload, is checked as `null` and said as "no payload").
    ///
    /// - Parameter payload: The payload as sent.
    /// - Throws: `PluginError` (``PluginError/Code/invalidPayload``) naming the receiver, the
    ///   message and every violation.
    @inline(__always)
    func check(payload: JSON?) throws(PluginError) {
        let violations = schema.violations(ofPayload: payload)
        guard violations.isEmpty else { throw refusal(violations, receiver: receiver) }
    }

    @inline(never)
    private func refusal(_ violations: [JSONSchemaViolation], receiver: String) -> PluginError {
        PluginError(
            code: .invalidPayload,
            message: "\(receiver) cannot use the payload of \(kind) \"\(message)\": "
                + "\(JSONSchemaValidationError(violations: violations))",
            messageName: message, kind: kind, receiver: receiver)
    }

    /// Checks an answer or event value against the answer schema (debug builds).
    ///
    /// - Throws: `PluginError` (``PluginError/Code/failed``) naming the plugin, the message and
    ///   every place the value breaks its contract: a bug in the plugin.
    func check(answer: JSON, from plugin: String) throws(PluginError) {
        let violations = schema.violations(of: answer)
        guard violations.isEmpty else {
            throw PluginError(
                code: .failed,
                message: "\(plugin) answered \(kind) \"\(message)\" with a value its contract's answer schema "
                    + "refuses: \(JSONSchemaValidationError(violations: violations))",
                advice: "fix the plugin or its contract", messageName: message, kind: kind, receiver: plugin)
        }
    }
}
