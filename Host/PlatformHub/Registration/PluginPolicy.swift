/// A plugin's name paired with its policy (and, when it declares them, its message
/// contracts), as validation takes them.
///
/// ```swift
/// let report = PolicyValidator.validate([
///     PluginPolicy(plugin: "Maps", source: .file(mapsPolicyURL)),
///     PluginPolicy(plugin: "Info", source: .file(infoPolicyURL)),
/// ])
/// ```
public struct PluginPolicy: Sendable {
    /// The name the plugin registers under; its policy's `name` must equal it.
    public var plugin: String
    /// Where the policy JSON comes from.
    public var source: PolicySource
    /// The plugin's message contracts, or `nil` when it declares none and is not checked for
    /// them (a test fixture, or the host's shell, which receives and publishes nothing).
    /// Given contracts must cover every message the policy receives or publishes, and only those.
    public var contracts: PluginContracts?

    /// Pairs a plugin name with its policy and, when it declares them, its contracts.
    ///
    /// - Parameters:
    ///   - plugin: The name the plugin registers under.
    ///   - source: Where its policy comes from.
    ///   - contracts: Its message contracts, or `nil` to leave them unchecked.
    public init(plugin: String, source: PolicySource, contracts: PluginContracts? = nil) {
        self.plugin = plugin
        self.source = source
        self.contracts = contracts
    }
}
