import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// Plugins registered to start on first use: the hub makes each (its world configured, then
/// its initialiser run) when the first message that needs it arrives, exactly once, and
/// never after it stopped; plugins that must run from the start are made at start.
@Suite("Activation on first use")
struct LazyActivationTests {
    /// The plugin made on first use: it receives one message of each kind and publishes one event.
    static let target = Policy(
        name: "Target", receive: .init(commands: ["t.do"], queries: ["t.get"], viewQueries: ["t.view"]),
        publish: .init(events: ["t.done"]))

    /// The shell, made at launch: it sends everything Target receives and subscribes to its event.
    static let shell = Policy(
        name: "Shell", send: .init(commands: ["t.do"], queries: ["t.get"], viewQueries: ["t.view"]),
        subscribe: .init(events: ["t.done"]))

    /// A hub with Target made on first use and the shell at launch, started.
    static func started(_ ledger: Ledger) throws -> (Hub, LazyPlugin) {
        let hub = Hub()
        try hub.registerLazy(target, ledger: ledger)
        try hub.registerLazy(shell, ledger: ledger, activation: .atLaunch)
        try hub.start()
        return (hub, try hub.lazy("Shell"))
    }

    /// The ways a first message can need Target.
    enum FirstUse: String, CaseIterable, Sendable {
        case query, command, viewQuery, subscription, pluginNamed, queryThroughHandle
    }

    @Test("start() makes only the plugins that start at launch")
    func startMakesNothingLazy() throws {
        let ledger = Ledger()
        let (hub, _) = try Self.started(ledger)
        defer { hub.stop() }
        #expect(ledger.all == ["configure Shell", "make Shell"])
        #expect(hub.madePluginNames == ["Shell"])
        #expect(hub.pluginNames == ["Target", "Shell"])
    }

    @Test(
        "the first message of any kind makes the plugin, world first, once; later ones reach the same plugin",
        arguments: FirstUse.allCases)
    func firstUseMakes(_ use: FirstUse) throws {
        let ledger = Ledger()
        let (hub, shell) = try Self.started(ledger)
        defer { hub.stop() }
        switch use {
        case .query: #expect(try hub.send(query: "t.get", payload: nil, sender: shell) == "Target")
        case .command: _ = try hub.send(command: "t.do", payload: nil, sender: shell)
        case .viewQuery: #expect(try hub.send(viewQuery: "t.view", payload: nil, sender: shell).text == "Target")
        case .subscription: _ = try hub.publisher(forEvent: "t.done", payload: nil, subscriber: shell)
        case .pluginNamed: #expect(try hub.plugin(named: "Target")?.policy.name == "Target")
        case .queryThroughHandle:
            #expect(try shell.sender.send(query: "t.get", payload: nil, sender: shell) == "Target")
        }
        #expect(Array(ledger.all.prefix(4)) == ["configure Shell", "make Shell", "configure Target", "make Target"])
        #expect(hub.madePluginNames == ["Target", "Shell"])
        // Every later message, of every kind and by both ways, reaches the one plugin made.
        let target = try hub.lazy("Target")
        #expect(try hub.send(query: "t.get", payload: nil, sender: shell) == "Target")
        #expect(try shell.sender.send(query: "t.get", payload: nil, sender: shell) == "Target")
        try shell.sender.send(command: "t.do", payload: 1, correlationID: "later", sender: shell)
        _ = try shell.sender.send(viewQuery: "t.view", payload: nil, sender: shell)
        #expect(
            try shell.sender.publisher(forEvent: "t.done", payload: nil, subscriber: shell) === target.outcomes.stream)
        #expect(try hub.lazy("Target") === target)
        #expect(ledger.count("make Target") == 1 && ledger.count("configure Target") == 1)
    }

    @Test("sixteen threads that need the plugin at once make it once, and every one is answered")
    func manyThreadsMakeOnce() async throws {
        let ledger = Ledger()
        let senders = 16
        let hub = Hub()
        defer { hub.stop() }
        try hub.registerLazy(Self.target, ledger: ledger)
        for index in 0..<senders {
            var policy = Self.shell
            policy.name = "Sender\(index)"
            try hub.registerLazy(policy, ledger: ledger, activation: .atLaunch)
        }
        try hub.start()
        let plugins = try (0..<senders).map { try hub.lazy("Sender\($0)") }
        // Each thread needs Target in its own way: through its handle or through the hub,
        // by a query, a command, a view query or a subscription.
        let answers = await onThreads(senders) { index -> String in
            let plugin = plugins[index]
            let sender: any MessageSending = index % 2 == 0 ? plugin.sender : hub
            do {
                switch index / 2 % 4 {
                case 0: return try sender.send(query: "t.get", payload: nil, sender: plugin).stringValue ?? "?"
                case 1:
                    try sender.send(
                        command: "t.do", payload: .int(index), correlationID: CorrelationID("c\(index)"), sender: plugin
                    )
                    return "Target"
                case 2: return try sender.send(viewQuery: "t.view", payload: nil, sender: plugin).text ?? "?"
                default:
                    _ = try sender.publisher(forEvent: "t.done", payload: nil, subscriber: plugin)
                    return "Target"
                }
            } catch {
                return "\(error)"
            }
        }
        #expect(answers == Array(repeating: "Target", count: senders))
        #expect(ledger.count("configure Target") == 1)
        #expect(ledger.count("make Target") == 1)
        #expect(ledger.all.filter { $0.hasPrefix("Target ") }.count == senders)
        // Afterwards every sender reaches it through its own handle.
        for plugin in plugins {
            #expect(try plugin.sender.send(query: "t.get", payload: nil, sender: plugin) == "Target")
        }
        #expect(ledger.count("make Target") == 1)
    }

    @Test("subscribeAtAppLaunch, startAtAppLaunch and publishing an event subscribed at launch make a plugin at start")
    func launchPlugins() throws {
        let ledger = Ledger()
        let hub = Hub()
        defer { hub.stop() }
        let watcher = Policy(name: "Watcher", subscribeAtAppLaunch: .init(events: ["news.out"]))
        let newsroom = Policy(
            name: "Newsroom", receive: .init(queries: ["news.get"]), publish: .init(events: ["news.out"]))
        let early = Policy(name: "Early", receive: .init(queries: ["early.get"]), startAtAppLaunch: true)
        let idle = Policy(name: "Idle", receive: .init(queries: ["idle.get"]))
        let asker = Policy(name: "Asker", send: .init(queries: ["news.get", "early.get", "idle.get"]))
        for policy in [watcher, newsroom, early, idle, asker] {
            try hub.registerLazy(policy, ledger: ledger, activation: policy.name == "Asker" ? .atLaunch : .onFirstUse)
        }
        try hub.start()
        #expect(Set(ledger.made) == ["Watcher", "Newsroom", "Early", "Asker"])
        #expect(hub.madePluginNames == ["Watcher", "Newsroom", "Early", "Asker"])
        #expect(try hub.lazy("Watcher").launchSubscriptions.value == ["news.out"])
        #expect(ledger.count("Newsroom event news.out") == 1)
        // The plugins made at start are the ones the messages reach; Idle is made by its first.
        let asking = try hub.lazy("Asker")
        #expect(try asking.sender.send(query: "news.get", payload: nil, sender: asking) == "Newsroom")
        #expect(try asking.sender.send(query: "early.get", payload: nil, sender: asking) == "Early")
        #expect(!hub.madePluginNames.contains("Idle"))
        #expect(try asking.sender.send(query: "idle.get", payload: nil, sender: asking) == "Idle")
        #expect(ledger.made.sorted() == ["Asker", "Early", "Idle", "Newsroom", "Watcher"])
    }

    @Test("a plugin that starts at launch and cannot be made stops the start, naming it")
    func launchFailure() throws {
        let hub = Hub()
        let early = Policy(name: "Early", receive: .init(queries: ["early.get"]), startAtAppLaunch: true)
        try hub.register(named: "Early", policy: try .policy(early), activation: .onFirstUse) { _ in
            throw PluginError(code: .failed, message: "its database cannot be opened")
        }
        let error = #expect(throws: HubStartError.self) { try hub.start() }
        let problem = error?.report.errors.first
        #expect(problem?.code == .pluginFailed && problem?.plugin == "Early")
        #expect(problem?.message.contains("its database cannot be opened") == true, "\(problem?.message ?? "")")
    }

    /// Sends each kind of message to Target as the shell, through the hub and the handle,
    /// and asks the hub for it: every refusal.
    static func everyMessage(_ hub: Hub, _ shell: LazyPlugin) -> [PluginError?] {
        var refusals: [PluginError?] = []
        let attempts: [() throws -> Void] = [
            { _ = try hub.send(query: "t.get", payload: nil, sender: shell) },
            { _ = try shell.sender.send(query: "t.get", payload: nil, sender: shell) },
            { try shell.sender.send(command: "t.do", payload: nil, correlationID: "c", sender: shell) },
            { _ = try hub.send(viewQuery: "t.view", payload: nil, sender: shell) },
            { _ = try shell.sender.publisher(forEvent: "t.done", payload: nil, subscriber: shell) },
            { _ = try hub.plugin(named: "Target") },
        ]
        for attempt in attempts {
            refusals.append(#expect(throws: PluginError.self) { try attempt() })
        }
        return refusals
    }

    @Test(
        "a factory that throws refuses the first message and every later one as unavailable, in the same words, and runs once"
    )
    func failedMaking() throws {
        let ledger = Ledger()
        let hub = Hub()
        defer { hub.stop() }
        try hub.register(named: "Target", policy: try .policy(Self.target), activation: .onFirstUse) { _ in
            ledger.record("make Target")
            throw PluginError(code: .failed, message: "its database cannot be opened")
        }
        try hub.registerLazy(Self.shell, ledger: ledger, activation: .atLaunch)
        try hub.start()
        let refusals = Self.everyMessage(hub, try hub.lazy("Shell"))
        #expect(refusals.map { $0?.code } == Array(repeating: .unavailable, count: refusals.count))
        #expect(Set(refusals.map { $0?.message }) == ["Target could not be made: its database cannot be opened"])
        #expect(refusals.allSatisfy { $0?.receiver == "Target" })
        #expect(refusals.first??.sender == "Shell" && refusals.first??.messageName == "t.get")
        #expect(ledger.count("make Target") == 1)
        #expect(!hub.madePluginNames.contains("Target"))
    }

    @Test("a plugin whose policy property differs from its file is refused as unavailable, naming the key, once made")
    func policyDiffers() throws {
        let ledger = Ledger()
        let hub = Hub()
        defer { hub.stop() }
        let wider = Policy(
            name: "Target",
            receive: .init(commands: ["t.do"], queries: ["t.get", "t.secret"], viewQueries: ["t.view"]),
            publish: .init(events: ["t.done"]))
        try hub.register(named: "Target", policy: try .policy(Self.target), activation: .onFirstUse) { sender in
            ledger.record("make Target")
            return LazyPlugin(policy: wider, sender: sender, ledger: ledger)
        }
        try hub.registerLazy(Self.shell, ledger: ledger, activation: .atLaunch)
        try hub.start()
        let refusals = Self.everyMessage(hub, try hub.lazy("Shell"))
        #expect(refusals.map { $0?.code } == Array(repeating: .unavailable, count: refusals.count))
        #expect(
            Set(refusals.map { $0?.message })
                == ["Target's `policy` property differs from its policy file (Target.json) at receive.queries"])
        #expect(ledger.count("make Target") == 1)
        #expect(!ledger.all.contains { $0.hasPrefix("Target ") })
    }

    @Test(
        "a message that needs a plugin while its own making runs on the same thread is refused, not deadlocked",
        arguments: Runner.allCases)
    func reentrantMaking(on runner: Runner) async throws {
        let ledger = Ledger()
        let hub = Hub()
        defer { hub.stop() }
        let refusal = Locked<PluginError?>(nil)
        try hub.register(named: "Target", policy: try .policy(Self.target), activation: .onFirstUse) { sender in
            // Its world's configuration asks Target through the hub, as the shell.
            if let shell = try hub.plugin(named: "Shell") {
                do {
                    _ = try hub.send(query: "t.get", payload: nil, sender: shell)
                } catch let error as PluginError {
                    refusal.withLock { $0 = error }
                }
            }
            ledger.record("make Target")
            return LazyPlugin(policy: Self.target, sender: sender, ledger: ledger)
        }
        try hub.registerLazy(Self.shell, ledger: ledger, activation: .atLaunch)
        try hub.start()
        let shell = try hub.lazy("Shell")
        // Not on the test's own task, so that a deadlock fails the test instead of hanging it.
        let answer = await run(on: runner) {
            (try? hub.send(query: "t.get", payload: nil, sender: shell))?.stringValue
        }
        #expect(answer == "Target")
        let error = try #require(refusal.value)
        #expect(error.code == .unavailable)
        #expect(
            error.message
                == "a message needed Target while Target itself was being made (its world's configuration or its initialiser sent it)"
        )
        #expect(ledger.count("make Target") == 1)
        #expect(try hub.send(query: "t.get", payload: nil, sender: shell) == "Target")
    }

    @Test("a plugin made later reaches plugins made before it, and plugins made before reach it, through their handles")
    func routesAfterActivation() throws {
        let ledger = Ledger()
        let hub = Hub()
        defer { hub.stop() }
        let base = Policy(name: "Base", receive: .init(queries: ["base.get"]))
        let first = Policy(name: "First", send: .init(queries: ["base.get"]), receive: .init(queries: ["first.get"]))
        let later = Policy(name: "Later", send: .init(queries: ["base.get"]), receive: .init(queries: ["later.get"]))
        let asker = Policy(name: "Asker", send: .init(queries: ["first.get", "later.get", "base.get"]))
        try hub.registerLazy(base, ledger: ledger)
        try hub.registerLazy(first, ledger: ledger, forwards: ["first.get": "base.get"])
        try hub.registerLazy(later, ledger: ledger, forwards: ["later.get": "base.get"])
        try hub.registerLazy(asker, ledger: ledger, activation: .atLaunch)
        try hub.start()
        let asking = try hub.lazy("Asker")
        // First is made by Asker's query; its handler's query to Base makes Base.
        #expect(try asking.sender.send(query: "first.get", payload: nil, sender: asking) == "Base")
        #expect(ledger.made == ["Asker", "First", "Base"])
        // Both reach Base again, now made, through their handles.
        #expect(try asking.sender.send(query: "first.get", payload: nil, sender: asking) == "Base")
        #expect(try asking.sender.send(query: "base.get", payload: nil, sender: asking) == "Base")
        // Later, made after Base, reaches it too.
        #expect(try asking.sender.send(query: "later.get", payload: nil, sender: asking) == "Base")
        #expect(try asking.sender.send(query: "later.get", payload: nil, sender: asking) == "Base")
        #expect(ledger.made == ["Asker", "First", "Base", "Later"])
        #expect(ledger.count("Base query base.get") == 5)
    }

    @Test("after stop() nothing is made: messages are refused as unavailable and the plugin is not found")
    func nothingAfterStop() throws {
        let ledger = Ledger()
        let (hub, shell) = try Self.started(ledger)
        hub.stop()
        let error = #expect(throws: PluginError.self) {
            try shell.sender.send(query: "t.get", payload: nil, sender: shell)
        }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("the hub has stopped") == true, "\(error?.message ?? "")")
        #expect(throws: PluginError.self) { try hub.send(query: "t.get", payload: nil, sender: shell) }
        #expect(throws: PluginError.self) {
            try shell.sender.publisher(forEvent: "t.done", payload: nil, subscriber: shell)
        }
        #expect(try hub.plugin(named: "Target") == nil)
        #expect(ledger.made == ["Shell"])
    }

    @Test("a send whose receiver's making stops the hub does not deliver a payload its contract refuses")
    func stoppedWhileMaking() throws {
        let ledger = Ledger()
        let hub = Hub()
        // Another thread stops the hub while Target is being made; here, its own making does.
        let shell = try Self.startTargetRequiringCity(on: hub, ledger: ledger) { hub.stop() }
        let error = #expect(throws: PluginError.self) {
            try shell.sender.send(query: "t.get", payload: ["town": "Bern"], sender: shell)
        }
        // The payload is checked before Target is made, so it is refused and Target never made.
        #expect(error?.code == .invalidPayload)
        #expect(!ledger.all.contains("make Target"))
        #expect(!ledger.all.contains("Target query t.get"), "Target received a payload its contract refuses")
    }

    @Test("a payload the hub refuses never makes its receiver")
    func refusedPayloadMakesNothing() throws {
        let ledger = Ledger()
        let hub = Hub()
        let shell = try Self.startTargetRequiringCity(on: hub, ledger: ledger)
        let error = #expect(throws: PluginError.self) {
            try shell.sender.send(query: "t.get", payload: ["town": "Bern"], sender: shell)
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.sender == "Shell" && error?.receiver == "Target")
        #expect(!ledger.all.contains("make Target"))
        _ = try shell.sender.send(query: "t.get", payload: ["city": "Bern"], sender: shell)
        #expect(ledger.all.contains("make Target"))
    }

    /// Registers Target, made on first use, whose query `t.get` requires a `city` (its contract),
    /// and Shell, which may send it; starts the hub and returns Shell. `whileMaking` runs as
    /// Target is made, before the making is recorded in `ledger` as "make Target".
    private static func startTargetRequiringCity(
        on hub: Hub, ledger: Ledger, whileMaking: @escaping @Sendable () -> Void = {}
    ) throws -> LazyPlugin {
        let contracts = PluginContracts(
            [
                MessageContract(
                    message: "t.get", kind: .query, summary: "Answers with the plugin's name.",
                    payloadSchema: ["type": "object", "required": ["city"]], answerSchema: ["type": "string"],
                    examples: [["city": "Zürich"]])
            ], file: "Target contracts")
        let queriesOnly = Policy(name: "Target", receive: .init(queries: ["t.get"]))
        try hub.register(
            named: "Target", policy: try .policy(queriesOnly), contracts: contracts, activation: .onFirstUse
        ) { sender in
            whileMaking()
            ledger.record("make Target")
            return LazyPlugin(policy: queriesOnly, sender: sender, ledger: ledger)
        }
        try hub.registerLazy(
            Policy(name: "Shell", send: .init(queries: ["t.get"])), ledger: ledger, activation: .atLaunch)
        try hub.start()
        return try hub.lazy("Shell")
    }
}
