import HubInterfaces

extension MessageKind {
    /// The policy key that lets the sending (or subscribing) side use this kind of message.
    var sendKey: String {
        switch self {
        case .command: "send.commands"
        case .query: "send.queries"
        case .viewQuery: "send.viewQueries"
        case .event: "subscribe.events"
        }
    }

    /// The policy key that lets the receiving (or publishing) side handle it.
    var receiveKey: String {
        switch self {
        case .command: "receive.commands"
        case .query: "receive.queries"
        case .viewQuery: "receive.viewQueries"
        case .event: "publish.events"
        }
    }

    /// What the sending side does: "send" or "subscribe to".
    var verb: String { self == .event ? "subscribe to" : "send" }
}
