import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Lifetime")
struct LifetimeTests {
    /// Weak references to one hub's objects, to see what stopping and dropping frees.
    final class Probe {
        weak var hub: Hub?
        weak var plugin: EchoPlugin?
    }

    /// Starts a hub with two echo plugins, sends through it, stops it, and returns weak
    /// references to the hub and a plugin (the strong ones end with this call).
    static func startSendAndStop() throws -> Probe {
        let probe = Probe()
        let hub = try RoutingTests.started(Hub(tracing: true))
        let asker = try hub.echo("Asker")
        _ = try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        probe.hub = hub
        probe.plugin = asker
        hub.stop()
        return probe
    }

    @Test("10,000 hubs started and stopped are all freed, with their plugins")
    func stoppedHubsAreFreed() throws {
        var leaked = 0
        for _ in 0..<10_000 {
            let probe = try Self.startSendAndStop()
            if probe.hub != nil || probe.plugin != nil { leaked += 1 }
        }
        #expect(leaked == 0)
    }

    @Test("a stopped hub refuses every send as unavailable, through a plugin's handle too")
    func stoppedRefuses() throws {
        let hub = try RoutingTests.started()
        let asker = try hub.echo("Asker")
        hub.stop()
        hub.stop()
        #expect(hub.isStopped)
        let error = #expect(throws: PluginError.self) {
            try asker.sender.send(query: "r.ask", payload: nil, sender: asker)
        }
        #expect(error?.code == .unavailable)
        #expect(error?.message.contains("the hub has stopped") == true)
        #expect(throws: PluginError.self) {
            try asker.sender.publisher(forEvent: "r.done", payload: nil, subscriber: asker)
        }
        #expect(try hub.plugin(named: "Asker") == nil)
        let restart = #expect(throws: HubError.self) { try hub.start() }
        #expect(restart?.message.contains("the hub was stopped") == true)
    }
}
