import HubInterfaces
import PlatformHub

/// The hubs every row sends through: two plugins, tracing off and on, and 200 plugins with
/// 10,000 messages (a send's cost must not depend on the routing table's size).
struct Fixtures: Sendable {
    let small: Fixture
    let large: Fixture
    let traced: Fixture
    let id = CorrelationID("bench")

    init() throws {
        small = try Fixture(plugins: 2, messagesPerPlugin: 4, tracing: false)
        large = try Fixture(plugins: 200, messagesPerPlugin: 50, tracing: false)
        traced = try Fixture(plugins: 2, messagesPerPlugin: 4, tracing: true)
        traced.hub.trace.isEnabled = true
    }
}
