import HubInterfaces
import PlatformHub

/// Finds a message a user named among those the started app's plugins handle. Names from
/// the command line are compared, never interned: only messages a policy lists exist.
struct MessageLookup {
    /// The started hub.
    let hub: Hub

    /// The message called `name` of `kind` that some plugin receives (publishes, for an event).
    ///
    /// - Throws: ``HostUsageError`` listing the messages of that kind when none is called `name`.
    func message(_ name: String, kind: MessageKind) throws(HostUsageError) -> Message {
        let known = policies.flatMap { $0.handled(kind) }
        if let message = known.first(where: { $0.name == name }) { return message }
        let list = known.map(\.name).sorted().joined(separator: ", ")
        throw HostUsageError("There is no \(kind) '\(name.prefix(200))'; use one of \(list).")
    }

    /// The policy of the plugin that receives `message` of `kind` (publishes it, for an event).
    func receiver(of message: Message, kind: MessageKind) -> Policy? {
        policies.first { $0.handles(message, kind: kind) }
    }

    /// The policy of the registered plugin `name`.
    func policy(of name: String) -> Policy? {
        hub.policy(of: name)
    }

    private var policies: [Policy] {
        hub.pluginNames.compactMap { hub.policy(of: $0) }
    }
}
