import HubInterfaces
import Prelude
import Synchronization

extension Hub {
    /// Validates every registered policy, makes the plugins, freezes the routing table and
    /// wires the `subscribeAtAppLaunch` subscriptions.
    ///
    /// Nothing runs unless the whole graph is valid: on any error no plugin is made and
    /// the hub stays open for registration, so the host can fix and retry. Once plugins
    /// exist, a failure (a plugin's initialiser throws, its `policy` differs from its
    /// file, a launch subscription throws) leaves the hub failed for good.
    ///
    /// - Returns: The validation report; it has warnings only (unused receives and publishes).
    /// - Throws: ``HubStartError`` with every problem found, or ``HubError`` when the hub
    ///   has already started.
    @discardableResult
    public func start() throws -> PolicyReport {
        let registrations = try state.withLock { (state: inout HubState) throws(HubError) in
            if case .stopped = state.phase {
                throw HubError(.alreadyStarted, "the hub was stopped; a stopped hub does not start, so make a new one")
            }
            guard case .registering = state.phase else {
                throw HubError(.alreadyStarted, "start() was already called; a hub starts once")
            }
            state.phase = .starting
            return state.registrations
        }
        let analysis = PolicyValidator.analyse(registrations.map(\.policy))
        guard analysis.report.isValid else {
            state.withLock { $0.phase = .registering }
            throw HubStartError(report: analysis.report)
        }
        do {
            let table = try makePlugins(
                registrations, policies: analysis.policies.map(\.policy), report: analysis.report)
            core.tracer.bind(names: table.names)
            // Every launch stream is made before the table is published, so a hub whose
            // start-up fails never routes a message.
            let launch = try launchSubscriptions(table, report: analysis.report)
            // A `stop()` that came during start-up (from another thread, or from a plugin's
            // factory) wins: nothing is published and no launch stream is wired.
            guard core.publish(table) else { return analysis.report }
            for (subscriber, event, stream) in launch {
                table.plugins[subscriber].subscribe(toPublisher: stream, forEvent: event)
            }
        } catch {
            state.withLock {
                $0.phase = .failed
                $0.registrations = []
            }
            throw error
        }
        state.withLock {
            // Unless a `stop()` came meanwhile: a stopped hub stays stopped.
            if case .starting = $0.phase { $0.phase = .started }
            $0.registrations = []  // the factories ran; keeping them would keep what they captured
        }
        return analysis.report
    }

    /// Makes every plugin with its bound sender and checks it reports the policy the hub enforces.
    private func makePlugins(
        _ registrations: [Registration], policies: [Policy], report: PolicyReport
    ) throws(HubStartError) -> RoutingTable {
        var plugins: [any PluginProtocol] = []
        var ports: [PluginPort] = []
        var problems: [PolicyProblem] = []
        for (index, registration) in registrations.enumerated() {
            let file = registration.policy.source.file
            do {
                let port = PluginPort(core: core, index: index)
                ports.append(port)
                let plugin = try registration.make(port)
                if let key = policies[index].firstDifference(from: plugin.policy) {
                    problems.append(
                        PolicyProblem(
                            .error, .policyDiffers, plugin: registration.name, file: file, key: key,
                            message:
                                "the plugin's `policy` property differs from its policy file at \(key); "
                                + "the hub enforces the file, so make the plugin load its policy from that file"))
                }
                plugins.append(plugin)
            } catch {
                problems.append(
                    PolicyProblem(
                        .error, .pluginFailed, plugin: registration.name, file: file, key: PolicyProblem.rootKey,
                        message: "the plugin's initialiser threw: \(error); fix its configuration files"))
            }
        }
        guard problems.isEmpty else {
            throw HubStartError(report: report.adding(problems))
        }
        return RoutingTable(names: registrations.map(\.name), plugins: plugins, ports: ports, policies: policies)
    }

    /// The streams of the events each plugin's policy lists under `subscribeAtAppLaunch`,
    /// made through the not-yet-published `table`.
    private func launchSubscriptions(
        _ table: RoutingTable, report: PolicyReport
    ) throws(HubStartError) -> [(subscriber: Int, event: Message, stream: EventStream<EventOutput>)] {
        var launch: [(subscriber: Int, event: Message, stream: EventStream<EventOutput>)] = []
        var problems: [PolicyProblem] = []
        // The trace marks these subscriptions as the launch wiring (`subscribeAtAppLaunch`).
        core.tracer.setLaunching(true)
        defer { core.tracer.setLaunching(false) }
        for (index, policy) in table.policies.enumerated() {
            for event in policy.subscribeAtAppLaunch.events {
                let subscriber = table.plugins[index]
                do {
                    let stream = try core.publisher(
                        forEvent: event, payload: nil, from: index, claimed: subscriber, in: table)
                    launch.append((index, event, stream))
                } catch {
                    problems.append(
                        PolicyProblem(
                            .error, .launchSubscriptionFailed, plugin: table.names[index],
                            file: state.withLock { $0.policies[index].source.file },
                            key: "subscribeAtAppLaunch.events", messageName: event.name,
                            message: "subscribing at launch to \"\(event.name)\" failed: \(error)"))
                }
            }
        }
        guard problems.isEmpty else {
            throw HubStartError(report: report.adding(problems))
        }
        return launch
    }
}

extension Policy {
    /// The first key at which `other` differs from this policy, or `nil` when they are equal.
    func firstDifference(from other: Policy) -> String? {
        if name != other.name { return "name" }
        let routes: [(String, Routes, Routes)] = [("send", send, other.send), ("receive", receive, other.receive)]
        for (section, mine, theirs) in routes {
            if Set(mine.commands) != Set(theirs.commands) { return "\(section).commands" }
            if Set(mine.queries) != Set(theirs.queries) { return "\(section).queries" }
            if Set(mine.viewQueries) != Set(theirs.viewQueries) { return "\(section).viewQueries" }
        }
        let events: [(String, Events, Events)] = [
            ("publish", publish, other.publish), ("subscribe", subscribe, other.subscribe),
            ("subscribeAtAppLaunch", subscribeAtAppLaunch, other.subscribeAtAppLaunch),
        ]
        for (section, mine, theirs) in events where Set(mine.events) != Set(theirs.events) {
            return "\(section).events"
        }
        return nil
    }
}
