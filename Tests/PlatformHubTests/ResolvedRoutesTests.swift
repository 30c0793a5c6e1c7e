import PlatformHub
import Prelude
import Testing
import VerticalInterfaces

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
}
