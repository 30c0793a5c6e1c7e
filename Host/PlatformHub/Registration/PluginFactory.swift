public import HubInterfaces

/// Makes a plugin with the sender the hub binds to it.
///
/// The closure runs once: inside ``Hub/start(validatedGraph:)`` for a plugin that starts at launch, else when
/// the first message for the plugin arrives, on that message's thread (see
/// ``PluginActivation``). It must not send through the sender: the plugin sends only once it
/// is made.
public typealias PluginFactory = @Sendable (_ messageSender: any MessageSending) throws -> any PluginProtocol

/// When the hub makes a registered plugin.
public enum PluginActivation: Sendable, Hashable {
    /// While the hub starts (``Hub/start(validatedGraph:)``): a failure to make it stops the start.
    case atLaunch
    /// When the first message for it arrives (a command, query or view query to it, a
    /// subscription to an event it publishes, or ``Hub/plugin(named:)``), unless its policy
    /// subscribes to an event at launch or sets `startAtAppLaunch`; a failure to make it then
    /// refuses that message, and every later one, as `unavailable`.
    case onFirstUse
}

/// One plugin as registered: name, policy, when and how to make it.
struct Registration: Sendable {
    let policy: PluginPolicy
    let activation: PluginActivation
    let make: PluginFactory

    var name: String { policy.plugin }
}
