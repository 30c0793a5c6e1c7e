import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Routing and default deny")
struct RoutingTests {
    static let asker = Policy(
        name: "Asker", send: .init(commands: ["r.do"], queries: ["r.ask"]), subscribe: .init(events: ["r.done"]))
    static let answerer = Policy(
        name: "Answerer", receive: .init(commands: ["r.do", "r.other"], queries: ["r.ask", "r.secret"]),
        publish: .init(events: ["r.done", "r.private"]))
    /// Sends what Answerer receives but Asker may not, so the graph has no unused receives.
    static let insider = Policy(
        name: "Insider", send: .init(commands: ["r.other"], queries: ["r.secret"]),
        subscribe: .init(events: ["r.private"]), subscribeAtAppLaunch: .init(events: ["r.done"]))

    /// `hub` with Asker, Answerer and Insider registered, started.
    static func started(_ hub: Hub = Hub()) throws -> Hub {
        try hub.registerEcho(asker)
        try hub.registerEcho(answerer)
        try hub.registerEcho(insider)
        let report = try hub.start()
        #expect(report.problems.isEmpty, "\(report.text())")
        return hub
    }

    @Test("a query the sender's policy lacks is denied, names both sides, and is not delivered")
    func senderLacks() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.secret", payload: nil, sender: asker)
        }
        #expect(error?.code == .denied)
        #expect(error?.sender == "Asker")
        #expect(error?.receiver == "Answerer")
        #expect(error?.kind == .query)
        #expect(error?.messageName == "r.secret")
        #expect(error?.lackingPolicy == .sender)
        #expect(error?.message.contains("send.queries") == true)
        // What happened and how to fix it are apart, so a front end can give advice of its own.
        #expect(error?.message.contains("add it there") == false)
        #expect(error?.advice == "add it there if Asker should")
        #expect(error.map { $0.sentence == $0.message + "; add it there if Asker should" } == true)
        #expect(error.map { "\($0)" == "denied: \($0.sentence)" } == true)
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
    }

    @Test("a message nobody receives is denied even when nobody sends it")
    func unknownMessage() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.nowhere", payload: nil, sender: asker)
        }
        #expect(error?.code == .denied)
        #expect(error?.receiver == nil)
        #expect(error?.lackingPolicy == .sender)
    }

    @Test("a subscription the subscriber's policy lacks is denied")
    func subscriptionDenied() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let error = #expect(throws: PluginError.self) {
            try asker.sender.publisher(forEvent: "r.private", payload: nil, subscriber: asker)
        }
        #expect(error?.code == .denied)
        #expect(error?.receiver == "Answerer")
        #expect(error?.kind == .event)
        #expect(error?.message.contains("subscribe.events") == true)
        let allowed = try asker.sender.publisher(forEvent: "r.done", payload: nil, subscriber: asker)
        #expect(try allowed === hub.echo("Answerer").outcomes.stream)
    }

    @Test("allowed messages are delivered to the one receiver, with the given or a new correlation id")
    func delivered() async throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let answerer = try hub.echo("Answerer")
        #expect(try asker.sender.send(query: "r.ask", payload: nil, sender: asker) == "r.ask")
        let outcomes = answerer.outcomes.stream.subscription(buffering: .unbounded)
        try asker.sender.send(command: "r.do", payload: [1], correlationID: "mine", sender: asker)
        let made = try asker.sender.send(command: "r.do", payload: nil, sender: asker)
        let another = try asker.sender.send(command: "r.do", payload: nil, sender: asker)
        #expect(made != "mine" && made != another && !made.rawValue.isEmpty)
        answerer.outcomes.finish()
        var ids: [CorrelationID?] = []
        for await output in outcomes { ids.append(output.correlationID) }
        #expect(ids == ["mine", made, another])
        #expect(
            answerer.deliveries.value == [
                .init(kind: .query, message: "r.ask"), .init(kind: .command, message: "r.do"),
                .init(kind: .command, message: "r.do"),
                .init(kind: .command, message: "r.do"),
            ])
    }

    @Test("subscribeAtAppLaunch is wired by the hub at start-up")
    func launchSubscription() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        try asker.sender.send(command: "r.do", payload: "x", correlationID: "launch", sender: asker)
        let outputs = try hub.echo("Insider").launchOutputs.value
        #expect(outputs == [EventOutput(.success("x"), correlationID: "launch")])
    }

    @Test("a sender's id in the hub's # form is refused, and nothing is delivered")
    func reservedCorrelationID() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "#5", sender: asker)
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.sender == "Asker")
        #expect(error?.messageName == "r.do")
        #expect(error?.message.contains("\"#5\"") == true)
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
        // A message refused anyway is refused for that reason first.
        let insider = try hub.echo("Insider")
        let impostor = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "#7", sender: insider)
        }
        #expect(impostor?.code == .denied && impostor?.sender == "Insider")
        let denied = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.other", payload: nil, correlationID: "#7", sender: asker)
        }
        #expect(denied?.code == .denied && denied?.lackingPolicy == .sender)
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
        // Text that only looks like the hub's form is the sender's own.
        try asker.sender.send(command: "r.do", payload: nil, correlationID: "#05", sender: asker)
        #expect(try hub.echo("Answerer").deliveries.value.count == 1)
    }

    @Test("hub-made ids are unique across hubs and concurrent senders, and tag the outcomes")
    func madeIDsUnique() async throws {
        let hubs = [try Self.started(), try Self.started()]
        let perTask = 200
        // The ids each hub made, by hub.
        let ids = try await withThrowingTaskGroup(of: (Int, [CorrelationID]).self) { group in
            for (index, hub) in hubs.enumerated() {
                let asker = try hub.echo("Asker")
                for _ in 0..<4 {
                    group.addTask {
                        let made = try (0..<perTask).map { _ in
                            try asker.sender.send(command: "r.do", payload: nil, sender: asker)
                        }
                        return (index, made)
                    }
                }
            }
            return try await group.reduce(into: Array(repeating: [CorrelationID](), count: hubs.count)) {
                $0[$1.0] += $1.1
            }
        }
        let all = ids.flatMap(\.self)
        #expect(all.count == hubs.count * 4 * perTask)
        #expect(Set(all).count == all.count)
        #expect(all.allSatisfy { $0.isMadeByHub && $0.rawValue.hasPrefix("#") })
        // Each hub's launch subscriber saw exactly that hub's outcomes, each under its id.
        for (hub, made) in zip(hubs, ids) {
            let insider = try hub.echo("Insider")
            #expect(await eventually { insider.launchOutputs.value.count >= made.count })
            let seen = insider.launchOutputs.value.compactMap(\.correlationID)
            #expect(seen.sorted(by: { $0.serial < $1.serial }) == made.sorted(by: { $0.serial < $1.serial }))
        }
    }

    @Test("a plugin cannot send through another plugin's handle")
    func impostor() throws {
        let hub = try Self.started()
        let asker = try hub.echo("Asker")
        let insider = try hub.echo("Insider")
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.secret", payload: nil, sender: insider)
        }
        #expect(error?.code == .denied)
        #expect(error?.sender == "Insider")
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
    }

    @Test("the hub itself sends for a registered plugin and refuses strangers")
    func hubAsSender() throws {
        let hub = try Self.started()
        let insider = try hub.echo("Insider")
        #expect(try hub.send(query: "r.secret", payload: nil, sender: insider) == "r.secret")
        let stranger = EchoPlugin(policy: Self.insider, sender: hub)
        let error = #expect(throws: PluginError.self) {
            try hub.send(query: "r.secret", payload: nil, sender: stranger)
        }
        #expect(error?.code == .denied)
    }

    @Test("sending before start is unavailable; registering after start and starting twice throw")
    func lifecycle() throws {
        let hub = Hub()
        let earlyErrors = Locked<[PluginError.Code]>([])
        try hub.registerEcho(Self.answerer)
        try hub.registerEcho(Self.insider)
        try hub.register(named: "Asker", policy: .policy(Self.asker)) { sender in
            let plugin = EchoPlugin(policy: Self.asker, sender: sender)
            do {
                _ = try sender.send(query: "r.ask", payload: nil, sender: plugin)
            } catch let error as PluginError {
                earlyErrors.withLock { $0.append(error.code) }
            }
            do {
                try sender.send(command: "r.do", payload: nil, correlationID: "#7", sender: plugin)
            } catch let error as PluginError {
                earlyErrors.withLock { $0.append(error.code) }
            }
            return plugin
        }
        try hub.start()
        #expect(earlyErrors.value == [.unavailable, .unavailable])
        #expect(throws: HubError.self) { try hub.registerEcho(Self.asker) }
        #expect(throws: HubError.self) { try hub.start() }
        #expect(hub.isStarted)
        #expect(hub.pluginNames == ["Answerer", "Insider", "Asker"])
        #expect(hub.policy(of: "Asker") == Self.asker)
    }

    @Test("an invalid graph does not start, and the hub can be fixed and started")
    func invalidGraph() throws {
        let hub = Hub()
        try hub.registerEcho(Self.asker)
        let checked = hub.validate()
        #expect(!checked.isValid)
        #expect(!hub.isStarted)
        let error = #expect(throws: HubStartError.self) { try hub.start() }
        #expect(error?.report == checked)
        #expect(error?.report.errors.map(\.code).contains(.sendWithoutReceiver) == true)
        #expect(!hub.isStarted)
        try hub.registerEcho(Self.answerer)
        try hub.registerEcho(Self.insider)
        try hub.start()
        #expect(hub.isStarted)
    }

    @Test("a plugin whose policy property differs from its file fails start-up")
    func policyDiffers() throws {
        let hub = Hub()
        try hub.registerEcho(Self.answerer)
        try hub.registerEcho(Self.insider)
        try hub.register(named: "Asker", policy: .policy(Self.asker)) { sender in
            EchoPlugin(policy: Policy(name: "Asker"), sender: sender)
        }
        let error = #expect(throws: HubStartError.self) { try hub.start() }
        let problem = error?.report.errors.first
        #expect(problem?.code == .policyDiffers)
        #expect(problem?.plugin == "Asker")
        #expect(problem?.key == "send.commands")
    }

    @Test("a plugin type registers under its name without the Plugin suffix")
    func typeRegistration() throws {
        let hub = Hub()
        try hub.register(JourneyPlugin.self, named: "Journey", policy: .policy(JourneyPlugin.policyValue))
        try hub.register(DomainModelPlugin.self, policy: .policy(DomainModelPlugin.policyValue))
        #expect(hub.pluginNames == ["Journey", "DomainModel"])
        try hub.start()
        #expect(try hub.plugin(named: "DomainModel") is DomainModelPlugin)
    }
}
