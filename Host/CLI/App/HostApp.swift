import Foundation
import FrontEndServer
import HubInterfaces
import Logging
import PlatformHub
import Prelude

/// The app, started: every vertical registered with the hub from one ``HostConfiguration``
/// (its world configured and its plugin made when its first message arrives), the shell
/// registered, the policy graph validated (when the host was built, or now) and the
/// `subscribeAtAppLaunch` subscriptions wired.
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

    /// Registers every vertical (its settings checked now, its world configured and its
    /// plugin made on first use), the shell and the plugins `added` (a front end's own, such
    /// as `host serve --mcp`'s Agent), and starts the hub from the policy graph validated when
    /// the host was built, or validating it now when the policies differ (tracing when a
    /// ``TraceCollector`` is installed for the task, and streaming its traffic to a file when a
    /// ``TraceRecorder`` is).
    ///
    /// - Throws: ``HostUsageError`` when a vertical refuses a setting the user gave;
    ///   ``HostFailure`` when the data folder cannot be made, a resource is missing or the
    ///   policy graph has errors (every problem, each naming its file and key).
    static func start(_ configuration: HostConfiguration, adding added: [PluginRegistration] = []) throws -> HostApp {
        World.update { $0.locale = configuration.locale }
        let collector = TraceCollector.current
        let hub = Hub(tracing: collector != nil)
        TraceRecorder.current?.attach(hub)
        var notices: [(vertical: String, notice: String)] = []
        for vertical in verticals {
            let folder = try DataDirectory.folder(for: vertical.key, in: configuration.dataDirectory, making: false)
            let settings = configuration.settings(for: vertical, dataDirectory: folder)
            do {
                notices += try hub.register(PreparedVertical(vertical, folder: folder), settings: settings).map {
                    (vertical.name, $0)
                }
            } catch let error as MissingResourceError {
                throw HostFailure("\(vertical.name) cannot start: \(error)")
            } catch let error as HubError {
                throw HostFailure("\(vertical.name) cannot be registered: \(error)")
            } catch {
                // Anything else is the vertical's preflight refusing what it was given.
                let given = configuration.values[vertical.key].map { " (given: \($0.keys.sorted()))" } ?? ""
                throw HostUsageError("\(vertical.name) refused its settings\(given): \(error)")
            }
        }
        warnOnce(notices)
        let shellPolicy: URL
        do {
            shellPolicy = try ShellPlugin.policyFile()
        } catch {
            throw HostFailure("the shell's policy file cannot be found: \(error)")
        }
        try hub.register(named: ShellPlugin.name, policy: .file(shellPolicy)) { _ in try ShellPlugin.make() }
        for plugin in added {
            try hub.register(named: plugin.policy.plugin, policy: plugin.policy.source, factory: plugin.make)
        }
        let report: PolicyReport
        do {
            report = try hub.start(validatedGraph: BuiltGraph.graph)
        } catch let error as HubStartError {
            throw HostFailure("the app cannot start; its policy graph has errors:\n\(error.report.text())")
        }
        guard let shell = try hub.plugin(named: ShellPlugin.name) as? SenderPlugin else {
            throw HostFailure("the hub started without the shell plugin; it registers as \(ShellPlugin.name)")
        }
        collector?.add(hub)
        if configuration.reportsStartup {
            StartupClock.report(plugins: hub.pluginNames.count, validation: hub.graphValidation)
        }
        return HostApp(hub: hub, shell: shell, configuration: configuration, report: report)
    }

    /// Configures the world of every vertical not made yet as its first message would (for
    /// `host world`, which shows every world without making any plugin); a vertical already made
    /// keeps its world as it is.
    ///
    /// - Throws: ``HostFailure`` naming the vertical whose world cannot be configured.
    func configureEveryWorld() throws {
        let made = Set(hub.madePluginNames)
        for vertical in verticals where !made.contains(vertical.name) {
            let folder = try DataDirectory.folder(for: vertical.key, in: configuration.dataDirectory, making: false)
            do {
                try PreparedVertical(vertical, folder: folder).configureWorld(
                    configuration.settings(for: vertical, dataDirectory: folder))
            } catch {
                throw HostFailure("\(vertical.name) cannot start: \(error)")
            }
        }
    }

    /// Whether this process printed the verticals' notices already.
    private static let warned = Locked(false)

    /// Prints every vertical's notices (a database set aside) on standard error through
    /// swift-log, once a process.
    private static func warnOnce(_ notices: [(vertical: String, notice: String)]) {
        guard
            warned.withLock({ done in
                defer { done = true }; return !done
            })
        else { return }
        let logger = Logger(label: "host")
        for (vertical, notice) in notices {
            logger.warning("\(vertical): \(notice)")
        }
    }

    /// The shell, or the registered plugin `name` to send as.
    ///
    /// - Throws: ``HostUsageError`` listing the plugins when there is none called `name`.
    func speaker(as name: String? = nil) throws(HostUsageError) -> Speaker {
        guard let name, name != ShellPlugin.name else {
            return Speaker(name: ShellPlugin.name, plugin: shell, hub: hub)
        }
        guard let plugin = try? hub.plugin(named: name) else {
            throw HostUsageError(
                "Use one of the plugins \(hub.pluginNames.joined(separator: ", ")) with --as; "
                    + "there is no plugin '\(name.prefix(200))'.")
        }
        return Speaker(name: name, plugin: plugin, hub: hub)
    }
}
