public import HubInterfaces
public import Prelude

/// A plugin a front end sends as: it sends and subscribes under its own policy and receives
/// nothing. The host's `Shell` and `host serve --mcp`'s `Agent` are each one, with policies
/// of their own, so the hub checks a front end's every message as it checks a vertical's.
///
/// ```swift
/// let agent = try SenderPlugin(policy: JSON(parsing: text).decode(Policy.self))
/// ```
public final class SenderPlugin: PluginProtocol {
    /// The key of ``init(messageSender:configurationFiles:)``'s configuration file that holds
    /// the policy's JSON.
    public static let policyFileKey = "policy.json"

    /// What the plugin may send and subscribe to (it receives and publishes nothing).
    public let policy: Policy

    /// Makes a plugin with `policy`.
    ///
    /// - Parameter policy: What it may send and subscribe to.
    public init(policy: Policy) {
        self.policy = policy
    }

    /// Makes a plugin whose policy is the JSON of the configuration file ``policyFileKey``.
    ///
    /// - Parameters:
    ///   - messageSender: Unused: a front end's session sends through the hub itself.
    ///   - configurationFiles: Holds the policy's JSON under ``policyFileKey``.
    /// - Throws: `PluginError` when there is no such file, or the policy's decoding error,
    ///   with its coding path.
    public convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        guard let text = configurationFiles[Self.policyFileKey] else {
            throw PluginError(
                code: .invalidPayload,
                message: "give the sender's policy as the configuration file \(Self.policyFileKey)")
        }
        self.init(policy: try JSON(parsing: text).decode(Policy.self))
    }

    /// Publishes nothing.
    ///
    /// - Parameters:
    ///   - event: The event asked for.
    ///   - payload: Unused.
    /// - Returns: Never.
    /// - Throws: `PluginError` (unknown message) always.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw refusal(.event, event)
    }

    /// Receives no commands.
    ///
    /// - Parameters:
    ///   - command: The command sent.
    ///   - payload: Unused.
    ///   - correlationID: Unused.
    /// - Throws: `PluginError` (unknown message) always.
    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        throw refusal(.command, command)
    }

    /// Receives no queries.
    ///
    /// - Parameters:
    ///   - query: The query sent.
    ///   - payload: Unused.
    /// - Returns: Never.
    /// - Throws: `PluginError` (unknown message) always.
    public func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw refusal(.query, query)
    }

    /// Receives no view queries.
    ///
    /// - Parameters:
    ///   - viewQuery: The view query sent.
    ///   - payload: Unused.
    /// - Returns: Never.
    /// - Throws: `PluginError` (unknown message) always.
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw refusal(.viewQuery, viewQuery)
    }

    /// Subscribes at launch to nothing, so the hub never calls this.
    ///
    /// - Parameters:
    ///   - publisher: Unused.
    ///   - event: Unused.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    private func refusal(_ kind: MessageKind, _ message: Message) -> PluginError {
        PluginError(
            code: .unknownMessage,
            message: "\(policy.name) handles no \(kind) \"\(message.name)\": it only sends and subscribes",
            messageName: message.name, kind: kind, receiver: policy.name)
    }
}
