import Foundation
import FrontEndServer
import HubInterfaces
import Logging
import PlatformHub
import Prelude

/// The app, started: every vertical's local world configured from one
/// ``HostConfiguration``, every vertical's plugin and the shell registered with the hub,
/// the whole policy graph validated and the `subscribeAtAppLaunch` subscriptions wired.
///
/// Every command that talks to the verticals starts one (a front end's `serve` does too):
///
/// ```swift
/// let app = try HostApp.start(configuration)
/// let view = try app.speaker().view("maps.view", payload: nil)
/// ```
///
/// A process starts one app: the verticals' worlds are the process's.
final class HostApp: Sendable {
    /// The started hub.
    let hub: Hub
    /// The host's own plugin.
    let shell: SenderPlugin
    /// What the app was started with.
    let configuration: HostConfiguration
    /// The policy graph's validation (warnings only: a graph with errors does not start).
    let report: PolicyReport

    private init(hub: Hub, shell: SenderPlugin, configuration: HostConfiguration, report: PolicyReport) {
        self.hub = hub
        self.shell = shell
        self.configuration = configuration
        self.report = report
    }

    /// Configures every vertical's world, registers every plugin, the shell and the plugins
    /// `added` (a front end's own, such as `host serve --mcp`'s Agent), and starts the hub
    /// (tracing when a ``TraceCollector`` is installed for the task, and streaming its traffic
    /// to a file when a ``TraceRecorder`` is).
    ///
    /// - Throws: ``HostUsageError`` when a vertical refuses a setting the user gave;
    ///   ``HostFailure`` when the data folder cannot be made, a resource is missing or the
    ///   policy graph has errors (every problem, each naming its file and key).
    static func start(_ configuration: HostConfiguration, adding added: [PluginRegistration] = []) throws -> HostApp {
        World.update { $0.locale = configuration.locale }
        for vertical in verticals {
            let folder = try DataDirectory.folder(for: vertical.key, in: configuration.dataDirectory)
            do {
                try vertical.configureWorld(configuration.settings(for: vertical, dataDirectory: folder))
            } catch let error as MissingResourceError {
                throw HostFailure("\(vertical.name) cannot start: \(error)")
            } catch {
                // Anything else is the vertical refusing what it was given.
                let given = configuration.values[vertical.key].map { " (given: \($0.keys.sorted()))" } ?? ""
                if configuration.values[vertical.key] != nil {
                    throw HostUsageError("\(vertical.name) refused its settings\(given): \(error)")
                }
                throw HostFailure("\(vertical.name) cannot start: \(error)")
            }
        }
        warnOnce()
        let collector = TraceCollector.current
        let hub = Hub(tracing: collector != nil)
        TraceRecorder.current?.attach(hub)
        for policy in try PolicyFiles.shipped() {
            let plugin = policy.plugin
            if let vertical = verticals.first(where: { $0.name == plugin }) {
                let type = vertical.pluginType
                try hub.register(named: plugin, policy: policy.source, contracts: policy.contracts) { sender in
                    try type.init(messageSender: sender, configurationFiles: [:])
                }
            } else {
                try hub.register(named: plugin, policy: policy.source) { _ in try ShellPlugin.make() }
            }
        }
        for plugin in added {
            try hub.register(named: plugin.policy.plugin, policy: plugin.policy.source, factory: plugin.make)
        }
        let report: PolicyReport
        do {
            report = try hub.start()
        } catch let error as HubStartError {
            throw HostFailure("the app cannot start; its policy graph has errors:\n\(error.report.text())")
        }
        guard let shell = hub.plugin(named: ShellPlugin.name) as? SenderPlugin else {
            throw HostFailure("the hub started without the shell plugin; it registers as \(ShellPlugin.name)")
        }
        collector?.add(hub)
        return HostApp(hub: hub, shell: shell, configuration: configuration, report: report)
    }

    /// Whether this process printed the verticals' warnings already.
    private static let warned = Locked(false)

    /// Prints every vertical's warnings (a database set aside, records that can only be
    /// read, permissions tightened) on standard error through swift-log, once a process.
    private static func warnOnce() {
        guard
            warned.withLock({ done in
                defer { done = true }; return !done
            })
        else { return }
        let logger = Logger(label: "host")
        for vertical in verticals {
            for warning in vertical.worldSection(of: Current).warnings {
                logger.warning("\(vertical.name): \(warning)")
            }
        }
    }

    /// The shell, or the registered plugin `name` to send as.
    ///
    /// - Throws: ``HostUsageError`` listing the plugins when there is none called `name`.
    func speaker(as name: String? = nil) throws(HostUsageError) -> Speaker {
        guard let name, name != ShellPlugin.name else {
            return Speaker(name: ShellPlugin.name, plugin: shell, hub: hub)
        }
        guard let plugin = hub.plugin(named: name) else {
            throw HostUsageError(
                "Use one of the plugins \(hub.pluginNames.joined(separator: ", ")) with --as; "
                    + "there is no plugin '\(name.prefix(200))'.")
        }
        return Speaker(name: name, plugin: plugin, hub: hub)
    }
}
