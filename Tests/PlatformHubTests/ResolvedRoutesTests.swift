import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// A plugin's handle resolves its allowed routes once, at start-up: these check that what
/// the hub promises on every message still holds once those routes are in use (warm).
@Suite("Resolved routes")
struct ResolvedRoutesTests {
    /// A started hub whose Asker has sent each of its allowed messages a few times.
    static func warm() throws -> (hub: Hub, asker: EchoPlugin) {
        let hub = try RoutingTests.started(Hub())
        let asker = try hub.echo("Asker")
        for _ in 0..<3 {
            #expect(try asker.sender.send(query: "r.ask", payload: nil, sender: asker) == "r.ask")
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "warm", sender: asker)
        }
        return (hub, asker)
    }

    @Test("after warm sends, a denial stays a denial: another message, or the same name as another kind")
    func denialStays() throws {
        let (hub, asker) = try Self.warm()
        let delivered = try hub.echo("Answerer").deliveries.value.count
        let secret = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.secret", payload: nil, sender: asker)
        }
        #expect(secret?.code == .denied && secret?.lackingPolicy == .sender)
        // Asker may query "r.ask" but not send it as a command (no one receives that either).
        let asCommand = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.ask", payload: nil, correlationID: "x", sender: asker)
        }
        #expect(asCommand?.code == .denied && asCommand?.kind == .command)
        let asView = #expect(throws: PluginError.self) {
            try asker.sender.send(viewQuery: "r.ask", payload: nil, sender: asker)
        }
        #expect(asView?.code == .denied && asView?.kind == .viewQuery)
        #expect(try hub.echo("Answerer").deliveries.value.count == delivered)
    }

    @Test("after warm sends, another plugin still cannot send through the handle")
    func impostorAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        let insider = try hub.echo("Insider")
        let delivered = try hub.echo("Answerer").deliveries.value.count
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: insider)
        }
        #expect(error?.code == .denied && error?.sender == "Insider")
        #expect(try hub.echo("Answerer").deliveries.value.count == delivered)
    }

    @Test("after warm sends, tracing switched on records them and switched off stops")
    func tracingSwitchedAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        #expect(hub.trace.entries.isEmpty)
        hub.trace.isEnabled = true
        _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        try asker.sender.send(command: "r.do", payload: nil, correlationID: "traced", sender: asker)
        #expect(hub.trace.entries.map(\.kind) == [.query, .command])
        #expect(hub.trace.entries.last?.correlationID == "traced")
        hub.trace.isEnabled = false
        _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        #expect(hub.trace.entries.count == 2)
    }

    @Test("after warm sends, a stopped hub refuses every send through the handle")
    func stopAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        let answerer = try hub.echo("Answerer")  // a stopped hub no longer names its plugins
        let delivered = answerer.deliveries.value.count
        hub.stop()
        let query = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        }
        #expect(query?.code == .unavailable && query?.message.contains("stopped") == true)
        let command = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, sender: asker)
        }
        #expect(command?.code == .unavailable)
        #expect(answerer.deliveries.value.count == delivered)
    }

    @Test("a stop() during start-up wins: nothing is routed, and the hub stays stopped")
    func stopDuringStart() throws {
        let hub = Hub()
        let made = Locked<[EchoPlugin]>([])
        for policy in [RoutingTests.asker, RoutingTests.answerer] {
            try hub.register(named: policy.name, policy: .policy(policy)) { sender in
                let plugin = EchoPlugin(policy: policy, sender: sender)
                made.withLock { $0.append(plugin) }
                return plugin
            }
        }
        // The last factory stops the hub while it starts (the plugins exist, nothing is published).
        try hub.register(named: RoutingTests.insider.name, policy: .policy(RoutingTests.insider)) { sender in
            hub.stop()
            return EchoPlugin(policy: RoutingTests.insider, sender: sender)
        }
        try hub.start()
        #expect(hub.isStopped)
        let plugins = made.value
        try #require(plugins.count == 2)
        let (asker, answerer) = (plugins[0], plugins[1])
        let query = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        }
        #expect(query?.code == .unavailable && query?.message.contains("stopped") == true)
        let command = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "late", sender: asker)
        }
        #expect(command?.code == .unavailable)
        #expect(answerer.deliveries.value.isEmpty)
        #expect(throws: HubError.self) { try hub.start() }
    }

    @Test("each hub's handles route within that hub only, warm or not")
    func handlesStayInTheirHub() throws {
        let (first, firstAsker) = try Self.warm()
        let (second, secondAsker) = try Self.warm()
        let before = try (first.echo("Answerer").deliveries.value.count, second.echo("Answerer").deliveries.value.count)
        _ = try firstAsker.sender.send(query: "r.ask", payload: nil, sender: firstAsker)
        #expect(try first.echo("Answerer").deliveries.value.count == before.0 + 1)
        #expect(try second.echo("Answerer").deliveries.value.count == before.1)
        // One hub's plugin is a stranger to the other hub's handle.
        let error = #expect(throws: PluginError.self) {
            try firstAsker.sender.send(query: "r.ask", payload: nil, sender: secondAsker)
        }
        #expect(error?.code == .denied)
    }

    @Test("after warm commands, a command's id is still checked on every send")
    func commandIDAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        let answerer = try hub.echo("Answerer")
        let delivered = answerer.deliveries.value.count
        let hubForm = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "#1a", sender: asker)
        }
        #expect(hubForm?.code == .invalidPayload && hubForm?.message.contains("form the hub keeps") == true)
        let tooLong = CorrelationID(String(repeating: "a", count: CorrelationID.maximumLength + 1))
        let long = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: tooLong, sender: asker)
        }
        #expect(long?.code == .invalidPayload && long?.message.contains("bytes long") == true)
        #expect(answerer.deliveries.value.count == delivered)
        // The longest id allowed still goes through.
        let longest = CorrelationID(String(repeating: "a", count: CorrelationID.maximumLength))
        try asker.sender.send(command: "r.do", payload: nil, correlationID: longest, sender: asker)
        #expect(answerer.deliveries.value.count == delivered + 1)
    }

    @Test("after warm commands, another plugin still cannot send a command through the handle")
    func commandImpostorAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        let insider = try hub.echo("Insider")
        let delivered = try hub.echo("Answerer").deliveries.value.count
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: "x", sender: insider)
        }
        #expect(error?.code == .denied && error?.sender == "Insider" && error?.kind == .command)
        #expect(try hub.echo("Answerer").deliveries.value.count == delivered)
    }

    @Test("a command or query handler's error, on a warm route to a receiver that sends nothing, names both sides")
    func commandFailureAfterWarm() throws {
        let hub = Hub()
        try hub.registerEcho(RoutingTests.asker)
        try hub.register(named: "Answerer", policy: .policy(RoutingTests.answerer)) { sender in
            FailingPlugin(policy: RoutingTests.answerer, sender: sender)
        }
        try hub.registerEcho(RoutingTests.insider)
        _ = try hub.start()
        let asker = try hub.echo("Asker")
        for _ in 0..<3 {
            let error = #expect(throws: PluginError.self) {
                try asker.sender.send(command: "r.do", payload: nil, correlationID: "warm", sender: asker)
            }
            #expect(error?.code == .failed && error?.sender == "Asker" && error?.receiver == "Answerer")
            #expect(error?.kind == .command && error?.messageName == "r.do")
            #expect(error?.message.contains("no disk") == true)
            let madeID = #expect(throws: PluginError.self) {
                try asker.sender.send(command: "r.do", payload: nil, sender: asker)
            }
            #expect(madeID?.code == .failed && madeID?.receiver == "Answerer" && madeID?.kind == .command)
            let query = #expect(throws: PluginError.self) {
                try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
            }
            #expect(query?.code == .failed && query?.sender == "Asker" && query?.receiver == "Answerer")
            #expect(query?.kind == .query && query?.messageName == "r.ask")
            #expect(query?.message.contains("no disk") == true)
        }
    }

    @Test("after warm commands, commands tagged by the hub are delivered with distinct ids of its own form")
    func madeIDsAfterWarm() throws {
        let (hub, asker) = try Self.warm()
        let answerer = try hub.echo("Answerer")
        let delivered = answerer.deliveries.value.count
        var ids: [CorrelationID] = []
        for _ in 0..<5 { ids.append(try asker.sender.send(command: "r.do", payload: nil, sender: asker)) }
        #expect(Set(ids).count == 5 && ids.allSatisfy(\.isMadeByHub))
        #expect(answerer.deliveries.value.count == delivered + 5)
        // A hub-made id handed back as the sender's own is refused, warm or not.
        let reused = #expect(throws: PluginError.self) {
            try asker.sender.send(command: "r.do", payload: nil, correlationID: ids[0], sender: asker)
        }
        #expect(reused?.code == .invalidPayload)
    }
}

/// A plugin whose command handler always throws (its policy sends nothing).
private final class FailingPlugin: PluginProtocol {
    struct NoDisk: Error, CustomStringConvertible {
        var description: String { "no disk" }
    }

    let policy: Policy
    let sender: any MessageSending

    init(policy: Policy, sender: any MessageSending) {
        self.policy = policy
        self.sender = sender
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        self.init(policy: Policy(name: "Failing"), sender: messageSender)
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        EventSource<EventOutput>().stream
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws { throw NoDisk() }

    func onReceive(query: Message, payload: JSON?) throws -> JSON { throw NoDisk() }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { ViewNode(.text) }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
