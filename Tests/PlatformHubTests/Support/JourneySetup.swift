import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// The diagrams' cast, started on a hub: Journey, DomainModel and its server.
struct JourneySetup {
    let hub: Hub
    let journey: JourneyPlugin
    let domain: DomainModelPlugin
    let server: FakeServer

    init(tracing: Bool = false) throws {
        hub = Hub(tracing: tracing)
        let server = FakeServer()
        try hub.register(JourneyPlugin.self, policy: .policy(JourneyPlugin.policyValue))
        try hub.register(named: "DomainModel", policy: .policy(DomainModelPlugin.policyValue)) { _ in
            DomainModelPlugin(server: server)
        }
        let report = try hub.start()
        #expect(report.problems.isEmpty, "\(report.text())")
        journey = try #require(try hub.plugin(named: "Journey") as? JourneyPlugin)
        domain = try #require(try hub.plugin(named: "DomainModel") as? DomainModelPlugin)
        self.server = server
    }

    /// Journey subscribes to `info` through the hub and collects every output.
    func subscribe() throws -> (outputs: Locked<[EventOutput]>, token: SubscriptionToken) {
        let stream = try journey.sender.publisher(forEvent: .info, payload: nil, subscriber: journey)
        let outputs = Locked<[EventOutput]>([])
        let token = stream.subscribe { output in outputs.withLock { $0.append(output) } }
        return (outputs, token)
    }
}
