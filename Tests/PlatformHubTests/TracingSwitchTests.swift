import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// Tracing keeps sends off a handle's fast path (which does not trace) while it is on: these
/// check that the switch holds whenever it is flipped (before start-up, after, at every
/// turn), for every kind of send, and for one hub only.
@Suite("Tracing switch")
struct TracingSwitchTests {
    /// Asker's query, command with its own id and command with an id the hub makes.
    static func sendAll(_ asker: EchoPlugin) throws {
        #expect(try asker.sender.send(query: "r.ask", payload: nil, sender: asker) == "r.ask")
        try asker.sender.send(command: "r.do", payload: nil, correlationID: "own", sender: asker)
        try asker.sender.send(command: "r.do", payload: nil, sender: asker)
    }

    /// The kinds of the sends `hub` recorded (not its subscriptions or event outputs).
    static func sends(_ hub: Hub) -> [MessageKind] {
        hub.trace.entries.filter { $0.action == .send }.map(\.kind)
    }

    @Test("tracing switched on before start-up records the sends after it")
    func onBeforeStart() throws {
        let hub = Hub()
        hub.trace.isEnabled = true
        let asker = try RoutingTests.started(hub).echo("Asker")
        try Self.sendAll(asker)
        #expect(Self.sends(hub) == [.query, .command, .command])
        hub.trace.isEnabled = false
        try Self.sendAll(asker)
        #expect(Self.sends(hub).count == 3)
    }

    @Test("tracing switched off before start-up records nothing, and on again records")
    func offBeforeStart() throws {
        let hub = Hub(tracing: true)
        hub.trace.isEnabled = false
        let asker = try RoutingTests.started(hub).echo("Asker")
        try Self.sendAll(asker)
        #expect(Self.sends(hub).isEmpty)
        hub.trace.isEnabled = true
        try Self.sendAll(asker)
        #expect(Self.sends(hub) == [.query, .command, .command])
    }

    @Test("tracing switched on and off many times records exactly the sends made while on")
    func manySwitches() throws {
        let hub = try RoutingTests.started(Hub())
        let asker = try hub.echo("Asker")
        var expected = 0
        for turn in 0..<6 {
            let on = turn.isMultiple(of: 2)
            hub.trace.isEnabled = on
            hub.trace.isEnabled = on  // switching to the same state changes nothing
            try Self.sendAll(asker)
            if on { expected += 3 }
            #expect(Self.sends(hub).count == expected)
        }
        #expect(try hub.echo("Answerer").deliveries.value.count == 18)
    }

    @Test("while tracing, an impostor and a denied send are still refused, and recorded")
    func refusalsWhileTracing() throws {
        let hub = try RoutingTests.started(Hub())
        let (asker, insider) = try (hub.echo("Asker"), hub.echo("Insider"))
        hub.trace.isEnabled = true
        let impostor = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: insider)
        }
        #expect(impostor?.code == .denied && impostor?.sender == "Insider")
        let denied = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.secret", payload: nil, sender: asker)
        }
        #expect(denied?.code == .denied && denied?.lackingPolicy == .sender)
        #expect(hub.trace.entries.filter { $0.action == .send }.map(\.outcome) == [.denied, .denied])
        #expect(try hub.echo("Answerer").deliveries.value.isEmpty)
    }

    @Test("tracing one hub leaves another hub's sends untraced")
    func oneHubOnly() throws {
        let traced = try RoutingTests.started(Hub())
        let quiet = try RoutingTests.started(Hub())
        traced.trace.isEnabled = true
        try Self.sendAll(traced.echo("Asker"))
        try Self.sendAll(quiet.echo("Asker"))
        #expect(Self.sends(traced).count == 3)
        #expect(Self.sends(quiet).isEmpty)
    }

    @Test("tracing switched after stop changes nothing: sends stay refused")
    func switchedAfterStop() throws {
        let hub = try RoutingTests.started(Hub())
        let asker = try hub.echo("Asker")
        hub.stop()
        hub.trace.isEnabled = true
        hub.trace.isEnabled = false
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        }
        #expect(error?.code == .unavailable)
    }
}
