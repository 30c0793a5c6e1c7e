public import Prelude

/// Why the hub or a plugin refused or failed a message: what happened, to which message,
/// between whom, and how to fix it.
///
/// ```text
/// denied: ClinicalRecords may not send command "maps.showClinic" to Maps:
/// ClinicalRecords's policy does not list it under send.commands
/// ```
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
    /// A sentence that says what happened and how to fix it.
    public var message: String
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
    public init(
        code: Code, message: String, messageName: String? = nil, kind: MessageKind? = nil,
        sender: String? = nil, receiver: String? = nil, lackingPolicy: PolicySide? = nil
    ) {
        self.code = code
        self.message = message
        self.messageName = messageName
        self.kind = kind
        self.sender = sender
        self.receiver = receiver
        self.lackingPolicy = lackingPolicy
    }

    /// The text shown when the value is printed.
    public var description: String { "\(code.rawValue): \(message)" }
}

extension PluginError {
    /// The hub error for a payload its receiver's contract refuses (Prelude's `PayloadCheck`):
    /// ``Code/invalidPayload`` naming the message and every violation, or ``Code/unavailable``
    /// when the receiver's contracts could not be used at all.
    ///
    /// - Parameter refusal: The refusal, with the receiver, the message and the violations.
    public init(_ refusal: PayloadRefusal) {
        self.init(
            code: refusal.reason == .violations ? .invalidPayload : .unavailable, message: refusal.description,
            messageName: refusal.message, kind: refusal.kind.flatMap(MessageKind.init(rawValue:)),
            receiver: refusal.receiver)
    }
}
