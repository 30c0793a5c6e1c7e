public import Foundation
public import HubInterfaces
import Prelude

extension Hub {
    /// Registers a plugin type with its policy file. The hub makes the plugin at
    /// ``start(validatedGraph:)`` with `init(messageSender:configurationFiles:)`.
    ///
    /// ```swift
    /// try hub.register(MapsPlugin.self, named: "Maps", policyFile: mapsPolicyURL)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The plugin's class; the hub makes one instance of it at ``start(validatedGraph:)``.
    ///   - name: The plugin's name; the policy's `name` must equal it. Defaults to the
    ///     type's name without a trailing `Plugin` (`MapsPlugin` is `Maps`).
    ///   - policyFile: The plugin's policy file, read and validated at ``start(validatedGraph:)``.
    ///   - configurationFiles: The configuration files the plugin's initialiser receives,
    ///     file name to contents.
    /// - Throws: ``HubError`` when the hub has already started.
    public func register<Plugin: PluginProtocol>(
        _ type: Plugin.Type, named name: String? = nil, policyFile: URL,
        configurationFiles: [String: String] = [:]
    ) throws(HubError) {
        try register(type, named: name, policy: .file(policyFile), configurationFiles: configurationFiles)
    }

    /// Registers a plugin type with its policy from any ``PolicySource``.
    ///
    /// - Parameters:
    ///   - type: The plugin's class; the hub makes one instance of it at ``start(validatedGraph:)``.
    ///   - name: The plugin's name; the policy's `name` must equal it. Defaults to the
    ///     type's name without a trailing `Plugin` (`MapsPlugin` is `Maps`).
    ///   - policy: Where the plugin's policy comes from: a file, or text named as a file.
    ///   - configurationFiles: The configuration files the plugin's initialiser receives,
    ///     file name to contents.
    /// - Throws: ``HubError`` when the hub has already started.
    public func register<Plugin: PluginProtocol>(
        _ type: Plugin.Type, named name: String? = nil, policy: PolicySource,
        configurationFiles: [String: String] = [:]
    ) throws(HubError) {
        try register(named: name ?? Hub.defaultName(of: type), policy: policy) { sender in
            try Plugin(messageSender: sender, configurationFiles: configurationFiles)
        }
    }

    /// Registers a plugin made by `factory` (for plugins that need more than the
    /// protocol's initialiser, such as test fakes with injected services, or a host that
    /// makes each vertical's plugin from its entry point).
    ///
    /// - Parameters:
    ///   - name: The plugin's name; the policy's `name` must equal it.
    ///   - policy: Where the plugin's policy comes from: a file, or text named as a file.
    ///   - contracts: The plugin's message contracts, checked against its policy at
    ///     ``start(validatedGraph:)`` (every message it receives or publishes needs one, and no contract may
    ///     be left over); the hub then checks every payload sent to the plugin against them
    ///     before the plugin sees it. `nil` leaves the plugin unchecked for contracts.
    ///   - activation: When the hub makes the plugin: at ``start(validatedGraph:)`` (the default), or on
    ///     first use (see ``PluginActivation``).
    ///   - factory: Makes the plugin from the hub's sender for it.
    /// - Throws: ``HubError`` when the hub has already started.
    public func register(
        named name: String, policy: PolicySource, contracts: PluginContracts? = nil,
        activation: PluginActivation = .atLaunch, factory: @escaping PluginFactory
    ) throws(HubError) {
        try state.withLock { (state: inout HubState) throws(HubError) in
            guard case .registering = state.phase else {
                throw HubError(
                    .alreadyStarted,
                    "cannot register \(name): the hub has already started; register every plugin before start()")
            }
            let entry = PluginPolicy(plugin: name, source: policy, contracts: contracts)
            state.registrations.append(Registration(policy: entry, activation: activation, make: factory))
            state.policies.append(entry)
        }
    }

    /// `MapsPlugin` -> `Maps`; any other type name is used as it is.
    static func defaultName(of type: Any.Type) -> String {
        let name = String(describing: type)
        return name.hasSuffix("Plugin") && name.count > 6 ? String(name.dropLast(6)) : name
    }
}
