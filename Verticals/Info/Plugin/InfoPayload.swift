import HubInterfaces
import Prelude

/// Payload checks for Info's messages, which take no fields.
enum InfoPayload {
    /// Accepts no payload, `null` or `{}`; anything else is refused, naming what was found.
    ///
    /// - Throws: `PluginError` (`PluginError/Code/invalidPayload`) naming the message
    ///   and the fields or type found.
    static func requireEmpty(_ payload: JSON?, for message: Message, kind: MessageKind) throws(PluginError) {
        switch payload {
        case nil, .null?:
            return
        case .object(let members)? where members.isEmpty:
            return
        case .object(let members)?:
            throw PluginError(
                code: .invalidPayload,
                message: "\(message.name) takes no payload fields; remove "
                    + members.keys.sorted().prefix(8).map { "\"\($0.prefix(40))\"" }.joined(separator: ", "),
                messageName: message.name, kind: kind, receiver: "Info")
        case let other?:
            throw PluginError(
                code: .invalidPayload,
                message: "\(message.name) takes no payload (or an empty object); found \(other.typeName) at the root",
                messageName: message.name, kind: kind, receiver: "Info")
        }
    }

    /// The refusal of a message Info does not handle.
    static func unknown(_ message: Message, kind: MessageKind, handled: [Message]) -> PluginError {
        PluginError(
            code: .unknownMessage,
            message: "Info has no \(kind) \"\(message.name)\"; it handles "
                + handled.map(\.name).joined(separator: ", "),
            messageName: message.name, kind: kind, receiver: "Info")
    }
}
