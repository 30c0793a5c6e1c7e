/// A plugin's name paired with its policy, as validation takes them.
///
/// ```swift
/// let report = PolicyValidator.validate([
///     PluginPolicy(plugin: "Maps", source: .file(mapsPolicyURL)),
///     PluginPolicy(plugin: "Info", source: .file(infoPolicyURL)),
/// ])
/// ```
public struct PluginPolicy: Sendable, Hashable {
    /// The name the plugin registers under; its policy's `name` must equal it.
    public var plugin: String
    /// Where the policy JSON comes from.
    public var source: PolicySource

    /// Pairs a plugin name with its policy.
    public init(plugin: String, source: PolicySource) {
        self.plugin = plugin
        self.source = source
    }
}
