import HubInterfaces
import PlatformHub
import Prelude

/// A started hub with `plugins` plugins and `messages` query names per receiver pair:
/// plugin 0 sends every query, the others each receive a share. Grows the routing table
/// to show that a send's cost does not depend on its size.
struct Fixture: Sendable {
    let hub: Hub
    let client: BenchPlugin
    let server: BenchPlugin
    let query: Message
    let command: Message

    init(plugins: Int, messagesPerPlugin: Int, tracing: Bool) throws {
        hub = Hub(tracing: tracing, traceCapacity: 4096)
        let receivers = max(1, plugins - 1)
        let names = (0..<receivers).map { receiver in
            (0..<messagesPerPlugin).map { Message("bench.p\(receiver).m\($0)") }
        }
        let commands = (0..<receivers).map { Message("bench.p\($0).command") }
        let client = Policy(
            name: "Client", send: .init(commands: commands, queries: names.flatMap(\.self)))
        try hub.register(named: "Client", policy: .text(try Self.text(client), file: "Client.json")) {
            BenchPlugin(policy: client, sender: $0)
        }
        for receiver in 0..<receivers {
            let policy = Policy(
                name: "Server\(receiver)",
                receive: .init(commands: [commands[receiver]], queries: names[receiver]))
            try hub.register(named: policy.name, policy: .text(try Self.text(policy), file: "\(policy.name).json")) {
                BenchPlugin(policy: policy, sender: $0)
            }
        }
        try hub.start()
        guard let clientPlugin = try? hub.plugin(named: "Client") as? BenchPlugin,
            let serverPlugin = try? hub.plugin(named: "Server\(receivers / 2)") as? BenchPlugin,
            let query = names[receivers / 2].last
        else {
            throw FixtureError()
        }
        self.client = clientPlugin
        self.server = serverPlugin
        self.query = query
        self.command = commands[receivers / 2]
    }

    private static func text(_ policy: Policy) throws -> String {
        try JSON(encoding: policy).serialized()
    }
}

/// The fixture's plugins were not where it put them.
struct FixtureError: Error {}
