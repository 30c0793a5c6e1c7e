public import PlatformHub

/// A plugin a transport adds to the app: its name and policy, and how the hub makes it.
///
/// ```swift
/// let agent = PluginRegistration(policy: PluginPolicy(plugin: "Agent", source: .file(url))) { _ in
///     try AgentPlugin(policy: policy)
/// }
/// try hub.register(named: agent.policy.plugin, policy: agent.policy.source, factory: agent.make)
/// ```
public struct PluginRegistration: Sendable {
    /// The plugin's name and where its policy comes from.
    public let policy: PluginPolicy
    /// Makes the plugin when the hub starts.
    public let make: PluginFactory

    /// Pairs a policy with its plugin's factory.
    ///
    /// - Parameters:
    ///   - policy: The plugin's name and policy source.
    ///   - make: Makes the plugin from the hub's sender for it.
    public init(policy: PluginPolicy, make: @escaping PluginFactory) {
        self.policy = policy
        self.make = make
    }
}
