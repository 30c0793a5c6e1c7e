public import HubInterfaces

/// One message the hub carried (or refused), as the trace records it.
///
/// ```json
/// {"action":"send","correlationID":"abc","durationNanoseconds":812,"from":"Journey","kind":"command",
///  "message":"refreshInfo","outcome":"ok","sequence":3,"to":"DomainModel"}
/// ```
public struct TraceEntry: Sendable, Hashable, Codable {
    /// Order of recording, from 0; gaps at the front mean the buffer dropped old entries.
    public var sequence: Int
    /// The message's kind.
    public var kind: MessageKind
    /// What happened: a send, a subscription, or an event output delivered.
    public var action: TraceAction
    /// The sender (for a subscription: the subscriber; for an output: the publisher). For a
    /// plugin that used another's handle, the plugin that tried; `(unregistered)` for a
    /// sender that is not a registered plugin.
    public var from: String
    /// The receiver (for a subscription: the publisher; for an output: the subscriber);
    /// `nil` when a denied message had no receiver.
    public var to: String?
    /// The message's name.
    public var message: String
    /// The command's (or event output's) correlation id, if any.
    public var correlationID: CorrelationID?
    /// How it ended.
    public var outcome: TraceOutcome
    /// How long the receiver's handler took (0 for denials and event outputs).
    public var durationNanoseconds: UInt64
    /// For a denial: whose policy lacks the message (the sender's or the receiver's).
    public var lackingPolicy: PluginError.PolicySide?
    /// Whether this subscription is one the hub wired at start-up for `subscribeAtAppLaunch`.
    public var atLaunch: Bool

    /// Makes an entry.
    public init(
        sequence: Int, kind: MessageKind, action: TraceAction, from: String, to: String?, message: String,
        correlationID: CorrelationID?, outcome: TraceOutcome, durationNanoseconds: UInt64,
        lackingPolicy: PluginError.PolicySide? = nil, atLaunch: Bool = false
    ) {
        self.sequence = sequence
        self.kind = kind
        self.action = action
        self.from = from
        self.to = to
        self.message = message
        self.correlationID = correlationID
        self.outcome = outcome
        self.durationNanoseconds = durationNanoseconds
        self.lackingPolicy = lackingPolicy
        self.atLaunch = atLaunch
    }

    private enum CodingKeys: String, CodingKey {
        case sequence, kind, action, from, to, message, correlationID, outcome, durationNanoseconds
        case lackingPolicy, atLaunch
    }

    /// Decodes an entry; `lackingPolicy` and `atLaunch` may be absent (no denial, not at launch).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        sequence = try container.decode(Int.self, forKey: .sequence)
        kind = try container.decode(MessageKind.self, forKey: .kind)
        action = try container.decode(TraceAction.self, forKey: .action)
        from = try container.decode(String.self, forKey: .from)
        to = try container.decodeIfPresent(String.self, forKey: .to)
        message = try container.decode(String.self, forKey: .message)
        correlationID = try container.decodeIfPresent(CorrelationID.self, forKey: .correlationID)
        outcome = try container.decode(TraceOutcome.self, forKey: .outcome)
        durationNanoseconds = try container.decode(UInt64.self, forKey: .durationNanoseconds)
        lackingPolicy = try container.decodeIfPresent(PluginError.PolicySide.self, forKey: .lackingPolicy)
        atLaunch = try container.decodeIfPresent(Bool.self, forKey: .atLaunch) ?? false
    }
}

/// What a ``TraceEntry`` records.
public enum TraceAction: String, Sendable, Hashable, Codable {
    /// A command, query or view query sent.
    case send
    /// A subscriber asked a publisher for an event stream.
    case subscribe
    /// An event output went from a publisher to a subscriber.
    case emit

    /// What sending a message of `kind` is: a subscription for an event, a send otherwise.
    init(sending kind: MessageKind) {
        self = kind == .event ? .subscribe : .send
    }
}

/// How a traced message ended: `ok`, or the `PluginError/Code` it failed with.
public enum TraceOutcome: String, Sendable, Hashable, Codable {
    /// Delivered and handled (for an output: a success).
    case ok
    /// Refused by a policy; nothing was delivered.
    case denied
    /// The receiver rejected the payload.
    case invalidPayload
    /// No plugin handles it.
    case unknownMessage
    /// The receiver's work failed (for an output: a failure result).
    case failed
    /// The receiver could not do it now.
    case unavailable

    /// The outcome for a failure with `code`.
    public init(_ code: PluginError.Code) {
        switch code {
        case .denied: self = .denied
        case .invalidPayload: self = .invalidPayload
        case .unknownMessage: self = .unknownMessage
        case .failed: self = .failed
        case .unavailable: self = .unavailable
        }
    }
}
