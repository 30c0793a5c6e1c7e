import Prelude

/// Why the hub or a plugin refused or failed a message: what happened (``message``), to
/// which message, between whom, and how to fix it (``advice``).
///
/// ```text
/// denied: ClinicalRecords may not send command "maps.showClinic" to Maps:
/// ClinicalRecords's policy does not list it under send.commands; add it there if ClinicalRecords should
/// ```
///
/// The advice is kept apart from the sentence so that a front end can give its own (the MCP
/// server names the agent's policy file instead); ``sentence`` and ``description`` join them.
public struct PluginError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: String, Sendable, Hashable, Codable {
        /// A policy does not allow the message.
        case denied
        /// The payload is missing, malformed or does not fit the message, or another part of
        /// the message is (a sender's correlation id in the hub's own `#` form).
        case invalidPayload
        /// No plugin handles the message.
        case unknownMessage
        /// The receiver accepted the message but its work failed (a server 500, say).
        case failed
        /// The receiver cannot do it now (not started, shutting down).
        case unavailable
    }

    /// The side whose policy lacks a message, for ``Code/denied``.
    public enum PolicySide: String, Sendable, Hashable, Codable {
        /// The sender's (or subscriber's) policy.
        case sender
        /// The receiver's (or publisher's) policy.
        case receiver
    }

    /// The kind of failure.
    public var code: Code
    /// A sentence that says what happened.
    public var message: String
    /// How to fix it, as a clause that follows the sentence (`add it there if Maps should`), or
    /// `nil` when the message says all there is.
    public var advice: String?
    /// The hub message concerned, if any.
    public var messageName: String?
    /// The kind of that message.
    public var kind: MessageKind?
    /// The plugin that sent (or subscribed).
    public var sender: String?
    /// The plugin meant to receive (or publish).
    public var receiver: String?
    /// For a denial: whose policy lacks the message.
    public var lackingPolicy: PolicySide?

    /// Makes an error.
    ///
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What happened.
    ///   - advice: How to fix it, as a clause that follows the message; `nil` for none.
    ///   - messageName: The hub message concerned, if any.
    ///   - kind: The kind of that message.
    ///   - sender: The plugin that sent (or subscribed).
    ///   - receiver: The plugin meant to receive (or publish).
    ///   - lackingPolicy: For a denial, whose policy lacks the message.
    public init(
        code: Code, message: String, advice: String? = nil, messageName: String? = nil, kind: MessageKind? = nil,
        sender: String? = nil, receiver: String? = nil, lackingPolicy: PolicySide? = nil
    ) {
        self.code = code
        self.message = message
        self.advice = advice
        self.messageName = messageName
        self.kind = kind
        self.sender = sender
        self.receiver = receiver
        self.lackingPolicy = lackingPolicy
    }

    /// What happened and how to fix it, in one sentence: the message, then the advice after a
    /// semicolon.
    public var sentence: String {
        advice.map { "\(message); \($0)" } ?? message
    }

    /// The text shown when the value is printed: the code, then the ``sentence``.
    public var description: String { "\(code.rawValue): \(sentence)" }
}
