import HubInterfaces
import Prelude

extension RoutingTable {
    /// Why `sender` may not send `message` of `kind` (the slow path after a failed route).
    func denial(_ kind: MessageKind, _ message: Message, from sender: Int) -> PluginError {
        let lane = lane(kind)
        let slot = symbols.slot(of: message.symbol.id)
        let senderName = names[sender]
        let receiverName = lane.receiver(of: slot).map { names[$0] }
        let subject = "\(senderName) may not \(kind.verb) \(kind) \"\(message.name)\""
        let target = receiverName.map { kind == .event ? " from \($0)" : " to \($0)" } ?? ""
        if !lane.senderAllows(sender, slot) {
            let nobody = receiverName == nil ? "; and no plugin lists it under \(kind.receiveKey)" : ""
            let extra = kind == .event ? " (or subscribeAtAppLaunch.events)" : ""
            return PluginError(
                code: .denied,
                message: "\(subject)\(target): \(senderName)'s policy does not list it under \(kind.sendKey)"
                    + "\(extra)\(nobody)",
                advice: "add it there if \(senderName) should", messageName: message.name, kind: kind,
                sender: senderName, receiver: receiverName,
                lackingPolicy: .sender)
        }
        return PluginError(
            code: .denied,
            message: "\(subject): no plugin's policy lists it under \(kind.receiveKey)",
            advice: "add it to the policy of the plugin that handles it", messageName: message.name, kind: kind,
            sender: senderName, receiver: nil, lackingPolicy: .receiver)
    }

    /// A handle used with a `sender` other than the plugin it was given to.
    func impostor(_ kind: MessageKind, _ message: Message, handle: Int, claimed: any PluginProtocol) -> PluginError {
        let claimedName = index(of: ObjectIdentifier(claimed)).map { names[$0] } ?? "an unregistered plugin"
        return PluginError(
            code: .denied,
            message: "\(claimedName) used \(names[handle])'s message sender to \(kind.verb) \(kind) "
                + "\"\(message.name)\"",
            advice: "a plugin must send through the sender it was given, as itself", messageName: message.name,
            kind: kind, sender: claimedName, lackingPolicy: .sender)
    }
}

extension PluginError {
    /// The hub has not started: it routes nothing yet.
    static func notStarted(_ kind: MessageKind, _ message: Message) -> PluginError {
        PluginError(
            code: .unavailable,
            message: "cannot \(kind.verb) \(kind) \"\(message.name)\": the hub has not started",
            advice: "send after Hub.start() returns, not from a plugin's initialiser",
            messageName: message.name, kind: kind)
    }

    /// The hub has stopped: it routes nothing any more.
    static func stopped(_ kind: MessageKind, _ message: Message) -> PluginError {
        PluginError(
            code: .unavailable,
            message: "cannot \(kind.verb) \(kind) \"\(message.name)\": the hub has stopped",
            advice: "a stopped hub routes nothing, so start a new hub to send again",
            messageName: message.name, kind: kind)
    }

    /// An error a handler threw, made into a `PluginError` that names the message and both sides.
    ///
    /// A `PluginError` keeps its code and message (missing context is filled in); a
    /// `JSONDecodingError` (a payload that does not fit) becomes ``Code/invalidPayload``
    /// with its coding path; anything else becomes ``Code/failed``.
    static func from(
        _ error: any Error, _ kind: MessageKind, _ message: Message, sender: String, receiver: String
    ) -> PluginError {
        var result: PluginError
        switch error {
        case let error as PluginError:
            result = error
        case let error as JSONDecodingError:
            result = PluginError(
                code: .invalidPayload,
                message: "\(receiver) rejected the payload of \(kind) \"\(message.name)\": \(error)",
                advice: "fix the payload that \(sender) sends")
        default:
            result = PluginError(
                code: .failed, message: "\(receiver) failed to handle \(kind) \"\(message.name)\": \(error)")
        }
        result.messageName = result.messageName ?? message.name
        result.kind = result.kind ?? kind
        result.sender = result.sender ?? sender
        result.receiver = result.receiver ?? receiver
        return result
    }
}
