public import Prelude
/// What a receiver does with every payload before it decodes it: checks it against the payload
/// schema of the message's contract, compiled once from the contracts the receiver ships, and
/// refuses it in words that name the receiver, the message and every place and why.
///
/// One implementation for every vertical: a plugin keeps one, made from its contracts file,
/// and turns a ``PayloadRefusal`` into its hub error (VerticalInterfaces' `PluginError` has an
/// initialiser for that).
///
/// ```swift
/// static let payloads = PayloadCheck(receiver: "Maps") {
///     try MapsWorld.shippedContracts().map { ($0.message.name, $0.payloadSchema) }
/// }
/// try payloads.check(payload, for: "maps.nearby", kind: "query")
/// // throws: Maps cannot use the payload of query "maps.nearby": <root>: missing required field "latitude" (required)
/// ```
///
/// Checking before decoding matters: the schema says what is wrong in a payload's own terms
/// (`pins: has 5000 elements, more than the maximum of 1000`) and stops at a bound, where
/// decoding would first build every element of an oversized payload.
public struct PayloadCheck: Sendable {
    /// The receiver, as refusals name it: `Maps`.
    public let receiver: String
    private let schemas: Result<PayloadSchemas, PayloadRefusal>

    /// Loads and compiles the payload schemas once; a failure is kept and reported by every
    /// check (and by ``requireUsable()``, so that a plugin can refuse to start).
    ///
    /// - Parameters:
    ///   - receiver: The receiver's name.
    ///   - load: Reads the message names and their payload schemas, throwing when the
    ///     contracts cannot be read.
    public init(receiver: String, schemas load: () throws -> [(String, JSON)]) {
        self.receiver = receiver
        do {
            schemas = .success(try PayloadSchemas(try load()))
        } catch {
            schemas = .failure(
                PayloadRefusal(
                    reason: .contractsUnusable, receiver: receiver, message: nil, kind: nil, violations: [],
                    description: "\(receiver) cannot use its contracts: \(error)"))
        }
    }

    /// Succeeds when the contracts could be read and compiled.
    ///
    /// - Throws: ``PayloadRefusal`` (``PayloadRefusal/Reason/contractsUnusable``) with the reason.
    public func requireUsable() throws(PayloadRefusal) {
        _ = try schemas.get()
    }

    /// Checks `payload` against the payload schema of `message`; a message without a contract
    /// accepts anything.
    ///
    /// - Parameters:
    ///   - payload: The payload as sent, `nil` for none (said as "no payload").
    ///   - message: The message's name.
    ///   - kind: Its kind as the hub names it (`query`, `viewQuery`), for the refusal's words.
    /// - Throws: ``PayloadRefusal``: ``PayloadRefusal/Reason/violations`` with every violation,
    ///   or ``PayloadRefusal/Reason/contractsUnusable`` when the contracts could not be used.
    public func check(_ payload: JSON?, for message: String, kind: String) throws(PayloadRefusal) {
        do {
            try schemas.get().check(payload, for: message)
        } catch let error as JSONSchemaValidationError {
            throw PayloadRefusal(
                reason: .violations, receiver: receiver, message: message, kind: kind, violations: error.violations,
                description: "\(receiver) cannot use the payload of \(kind) \"\(message)\": \(error)")
        } catch let refusal as PayloadRefusal {
            throw refusal
        } catch {
            throw PayloadRefusal(
                reason: .contractsUnusable, receiver: receiver, message: message, kind: kind, violations: [],
                description: "\(receiver) cannot use its contracts: \(error)")
        }
    }
}

/// A payload refused by its receiver's contract, or contracts that could not be used: the
/// receiver, the message, every violation, and a sentence in words.
public struct PayloadRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the payload was refused.
    public enum Reason: String, Sendable, Hashable {
        /// The payload does not fit the message's payload schema.
        case violations
        /// The receiver's contracts could not be read or compiled, so nothing can be checked.
        case contractsUnusable
    }

    /// Why.
    public var reason: Reason
    /// The receiver.
    public var receiver: String
    /// The message, when one was being checked.
    public var message: String?
    /// Its kind as the hub names it (`query`), when one was being checked.
    public var kind: String?
    /// Every violation (at most the schema's ``JSONSchema/Limits/maximumViolations``); empty
    /// when the contracts could not be used.
    public var violations: [JSONSchemaViolation]
    /// The refusal in words: `Maps cannot use the payload of query "maps.nearby": <root>: …`.
    public var description: String

    /// Makes a refusal.
    ///
    /// - Parameters:
    ///   - reason: Why.
    ///   - receiver: The receiver.
    ///   - message: The message checked, if any.
    ///   - kind: Its kind, if any.
    ///   - violations: The violations found.
    ///   - description: The refusal in words.
    public init(
        reason: Reason, receiver: String, message: String?, kind: String?, violations: [JSONSchemaViolation],
        description: String
    ) {
        self.reason = reason
        self.receiver = receiver
        self.message = message
        self.kind = kind
        self.violations = violations
        self.description = description
    }
}
