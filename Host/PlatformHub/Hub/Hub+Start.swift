import HubInterfaces
import Prelude
import Synchronization

extension Hub {
    /// Validates every registered policy, makes the plugins that start at launch, freezes the
    /// routing table and wires the `subscribeAtAppLaunch` subscriptions.
    ///
    /// Nothing runs unless the whole graph is valid: on any error no plugin is made and
    /// the hub stays open for registration, so the host can fix and retry. Once plugins
    /// exist, a failure (a plugin's initialiser throws, its `policy` differs from its
    /// file, a launch subscription throws) leaves the hub failed for good.
    ///
    /// A plugin registered to start on first use (see ``PluginActivation``) is not made here,
    /// unless its policy subscribes to an event at launch or sets `startAtAppLaunch`, or it
    /// publishes an event another plugin subscribes to at launch.
    ///
    /// - Parameter validatedGraph: The graph as validated when the app was built (see
    ///   ``ValidatedGraph``): when the registered policies and contracts are the very ones it
    ///   was made from, the hub trusts it and validates nothing; otherwise it validates as
    ///   without one. ``graphValidation`` says which happened, and why.
    /// - Returns: The validation report; it has warnings only (unused receives and publishes).
    /// - Throws: ``HubStartError`` with every problem found, or ``HubError`` when the hub
    ///   has already started.
    @discardableResult
    public func start(validatedGraph: ValidatedGraph? = nil) throws -> PolicyReport {
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
        let (analysis, validation) = Self.analyse(registrations.map(\.policy), trusting: validatedGraph)
        // Trusting the build, each plugin's contracts are compared with the build's when it is
        // made (they concern that plugin only); otherwise they were validated just now.
        let trusted = validation == .whenBuilt ? validatedGraph : nil
        guard analysis.report.isValid else {
            state.withLock { $0.phase = .registering }
            throw HubStartError(report: analysis.report)
        }
        state.withLock { $0.graphValidation = validation }
        do {
            let table = try makeTable(registrations, analysis: analysis, trusting: trusted)
            core.tracer.bind(names: table.names)
            // Every launch stream is made before the table is published, so a hub whose
            // start-up fails never routes a message.
            let launch = try launchSubscriptions(table, report: analysis.report)
            // A `stop()` that came during start-up (from another thread, or from a plugin's
            // factory) wins: nothing is published and no launch stream is wired.
            guard core.publish(table) else { return analysis.report }
            for (subscriber, event, stream) in launch {
                table.slots[subscriber].made?.plugin.subscribe(toPublisher: stream, forEvent: event)
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
            $0.registrations = []  // the slots hold the factories of plugins not made yet
        }
        return analysis.report
    }

    /// The policies as read and their validation: from `graph` when it was made from these
    /// very policies and contracts, else by validating them now.
    private static func analyse(
        _ entries: [PluginPolicy], trusting graph: ValidatedGraph?
    ) -> (PolicyAnalysis, GraphValidation) {
        guard let graph else { return (PolicyValidator.analyse(entries), .atStart(because: "no graph from the build")) }
        var read: [[UInt8]] = []
        var policies: [PolicyNames] = []
        for entry in entries {
            guard let text = try? entry.source.read(plugin: entry.plugin), let json = try? JSON(parsing: text) else {
                return (PolicyValidator.analyse(entries), .atStart(because: "\(entry.plugin)'s policy cannot be read"))
            }
            read.append(Array(text.utf8))
            policies.append(PolicyNames(json))
        }
        if let mismatch = graph.mismatch(entries, read: read) {
            return (PolicyValidator.analyse(entries), .atStart(because: mismatch))
        }
        return (PolicyAnalysis(report: graph.report, policies: policies), .whenBuilt)
    }

    /// Makes a slot for every plugin, makes the plugins that start at launch (and checks each
    /// reports the policy the hub enforces), and the routing table over the slots.
    private func makeTable(
        _ registrations: [Registration], analysis: PolicyAnalysis, trusting graph: ValidatedGraph?
    ) throws(HubStartError) -> RoutingTable {
        let policies = analysis.policies.map(\.policy)
        let report = analysis.report
        // The publishers of events someone subscribes to at launch start at launch too: the
        // hub asks them for the stream while it starts.
        var publishers: [String: Int] = [:]
        for (index, policy) in policies.enumerated() {
            for event in policy.publish.events where publishers[event.name] == nil { publishers[event.name] = index }
        }
        var launching = Set<Int>()
        for (index, policy) in policies.enumerated() {
            let subscribes = policy.subscribeAtAppLaunch.events
            if registrations[index].activation == .atLaunch || policy.startAtAppLaunch || !subscribes.isEmpty {
                launching.insert(index)
            }
            for event in subscribes { if let publisher = publishers[event.name] { launching.insert(publisher) } }
        }
        var slots: [PluginSlot] = []
        for (index, registration) in registrations.enumerated() {
            let entry = registration.policy
            let names = analysis.policies[index]
            let trust = graph.flatMap { graph in
                graph.contractsFingerprint(of: registration.name).map { fingerprint in
                    PluginSlot.ContractsTrust(fingerprint: fingerprint) { contracts in
                        PolicyValidator.contractProblems(
                            [PluginPolicy(plugin: entry.plugin, source: entry.source, contracts: contracts)], [names])
                    }
                }
            }
            slots.append(
                PluginSlot(
                    index: index, name: registration.name, port: PluginPort(core: core, index: index),
                    startsAtLaunch: launching.contains(index), contracts: entry.contracts, trust: trust,
                    factory: registration.make))
        }
        var problems: [PolicyProblem] = []
        for (index, slot) in slots.enumerated() where slot.startsAtLaunch {
            let file = registrations[index].policy.source.file
            guard let failure = slot.launch(enforcing: policies[index], file: file) else { continue }
            problems.append(Self.problem(failure, plugin: slot.name, file: file))
        }
        guard problems.isEmpty else {
            throw HubStartError(report: report.adding(problems))
        }
        return RoutingTable(slots: slots, policies: policies, files: registrations.map(\.policy.source.file))
    }

    /// A launch plugin that could not be made, as a problem of the start-up report.
    private static func problem(_ failure: PluginSlot.MakeFailure, plugin: String, file: String) -> PolicyProblem {
        switch failure {
        case .policyDiffers(let key):
            PolicyProblem(
                .error, .policyDiffers, plugin: plugin, file: file, key: key,
                message: "the plugin's `policy` property differs from its policy file at \(key); "
                    + "the hub enforces the file, so make the plugin load its policy from that file")
        case .factory(let error):
            PolicyProblem(
                .error, .pluginFailed, plugin: plugin, file: file, key: PolicyProblem.rootKey,
                message: "the plugin's initialiser threw: \(error); fix its configuration files")
        case .contracts(let why):
            PolicyProblem(
                .error, .pluginFailed, plugin: plugin, file: file, key: PolicyProblem.rootKey,
                message: "the plugin's contracts cannot be used: \(why)")
        case .stopped, .reentrant:
            PolicyProblem(
                .error, .pluginFailed, plugin: plugin, file: file, key: PolicyProblem.rootKey,
                message: "the plugin could not be made while the hub started")
        }
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
                guard let subscriber = table.slots[index].made?.plugin else { continue }
                do {
                    let stream = try core.publisher(
                        forEvent: event, payload: nil, from: index, claimed: subscriber, in: table)
                    launch.append((index, event, stream))
                } catch {
                    problems.append(
                        PolicyProblem(
                            .error, .launchSubscriptionFailed, plugin: table.names[index],
                            file: table.files[index], key: "subscribeAtAppLaunch.events", messageName: event.name,
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
        return startAtAppLaunch == other.startAtAppLaunch ? nil : "startAtAppLaunch"
    }
}
