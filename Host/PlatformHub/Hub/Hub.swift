public import HubInterfaces
import Prelude
import Synchronization

/// The concrete PlatformHub ("Alpha.9" semantics): plugins register with their policies,
/// ``start(validatedGraph:)`` validates the whole graph (or trusts the one validated when the
/// app was built) and freezes a routing table, and from then on
/// every command, query, view query and event subscription is delivered only when both
/// sides' policies allow it (default deny).
///
/// ```swift
/// let hub = Hub()
/// try hub.register(MapsPlugin.self, policyFile: mapsPolicy)
/// try hub.register(InfoPlugin.self, policyFile: infoPolicy)
/// let report = try hub.start()     // throws HubStartError listing every problem
/// print(report.text())             // warnings, if any
/// ```
///
/// Each plugin gets its own `MessageSending` handle bound to it at start-up, so a send
/// knows its sender without a lookup. Sending takes no lock: the routing table is an
/// immutable object published once. The hub itself is also a `MessageSending` (it finds
/// the sender by identity), for a host that sends on a plugin's behalf.
///
/// The hub is the host's object, never a plugin's: whoever holds it can reach every
/// plugin (``plugin(named:)``) and send as any of them, so give plugins only the handle
/// they receive at start-up.
///
/// A started hub and its plugins refer to each other (each plugin holds the handle that
/// routes through the hub), so a started hub is not freed by dropping it: call ``stop()``
/// when done. Stopping refuses every later send, drops the trace's taps and breaks the
/// cycle, so the hub, its routing table and its plugins (and their event streams) are
/// freed when the last reference to the hub goes. Make one hub per host, not per request.
public final class Hub: Sendable {
    let state = Locked(HubState())
    let core: HubCore

    /// Makes a hub with no plugins.
    /// - Parameters:
    ///   - tracing: Whether traffic is recorded from the start (see ``trace``; it can be
    ///     switched at any time). Off by default: recording costs a lock and two clock
    ///     reads per message, several times the cost of routing itself.
    ///   - traceCapacity: How many of the most recent messages the trace keeps.
    public init(tracing: Bool = false, traceCapacity: Int = 4096) {
        core = HubCore(tracer: Tracer(capacity: traceCapacity, enabled: tracing))
    }

    /// The names of the registered plugins, in registration order.
    public var pluginNames: [String] {
        state.withLock { $0.policies.map(\.plugin) }
    }

    /// The plugin called `name`, made now if it has not been used yet; `nil` for a name no
    /// plugin registered, or before the hub started. For the host (and tests) only: the
    /// policies do not stand between the caller and the plugin.
    ///
    /// - Throws: `PluginError` (`unavailable`) when the plugin cannot be made (its world or
    ///   its factory threw, its `policy` differs from its file), saying why.
    public func plugin(named name: String) throws(PluginError) -> (any PluginProtocol)? {
        guard let table = core.table, let index = table.names.firstIndex(of: name) else { return nil }
        return try core.made(index, in: table).plugin
    }

    /// The names of the plugins made so far (at start-up, or since on first use), in
    /// registration order.
    public var madePluginNames: [String] {
        guard let table = core.table else { return [] }
        return table.slots.filter { $0.made != nil }.map(\.name)
    }

    /// How the graph was known to be valid when the hub started: validated when the app was
    /// built, or at start and why; `nil` before ``start(validatedGraph:)``.
    public var graphValidation: GraphValidation? {
        state.withLock { $0.graphValidation }
    }

    /// In debug builds, every event value a plugin published that its contract's answer schema
    /// refuses, in words (the first 100; values are on their way when seen, so they are
    /// reported rather than refused). Query answers that break their contract are refused as
    /// `PluginError` (`failed`) instead. Always empty in a release build.
    public var contractViolations: [String] {
        let (kept, dropped) = core.contractTaps.violations
        return dropped == 0 ? kept : kept + ["and \(dropped) more"]
    }

    /// The policy the hub enforces for `name` (read from its policy file at start-up).
    public func policy(of name: String) -> Policy? {
        guard let table = core.table, let index = table.names.firstIndex(of: name) else { return nil }
        return table.policies[index]
    }

    /// Whether ``start(validatedGraph:)`` has succeeded.
    public var isStarted: Bool {
        state.withLock { if case .started = $0.phase { true } else { false } }
    }
}

/// The hub's life: registering, then starting (once), then started or failed, then stopped.
struct HubState: Sendable {
    enum Phase: Sendable {
        case registering, starting, started, failed, stopped
    }

    var phase = Phase.registering
    /// The plugins registered, with their factories; emptied once start-up has used them.
    var registrations: [Registration] = []
    /// Every registered plugin's name and policy source, in registration order.
    var policies: [PluginPolicy] = []
    /// The routing table of a stopped hub: no longer reachable from the core (which broke
    /// the cycle through the plugins' handles), kept until the hub is freed so that a send
    /// already under way when ``Hub/stop()`` ran still finds its receiver alive.
    var retired: RoutingTable?
    /// How the graph was known to be valid, once started.
    var graphValidation: GraphValidation?
}
