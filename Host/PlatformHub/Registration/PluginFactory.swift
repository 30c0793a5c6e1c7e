public import HubInterfaces

/// Makes a plugin with the sender the hub binds to it.
///
/// The closure runs once, inside ``Hub/start()``, after validation has passed. It must
/// not send through the sender yet: the hub routes nothing until every plugin exists.
public typealias PluginFactory = @Sendable (_ messageSender: any MessageSending) throws -> any PluginProtocol

/// One plugin as registered: name, policy and how to make it.
struct Registration: Sendable {
    let policy: PluginPolicy
    let make: PluginFactory

    var name: String { policy.plugin }
}
