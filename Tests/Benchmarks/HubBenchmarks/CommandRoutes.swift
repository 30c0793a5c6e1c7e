import Benchmark
import BenchmarkSupport

/// A command through the hub against a direct existential call of the same (empty) handler,
/// the harshest baseline.
enum CommandRoutes {
    static func register(_ fixtures: Fixtures) {
        let id = fixtures.id
        Comparison(
            group: "command", baseline: "direct existential call of the handler", scalingFactor: .mega,
            { try HubCalls.directCommands(fixtures.small.server, fixtures.small.command, id) },
            cases: [
                .init("hub, 2 plugins, tracing off", limit: 4) { try HubCalls.commands(through: fixtures.small, id) },
                .init("hub, 200 plugins / 10,000 messages, tracing off", limit: 4) {
                    try HubCalls.commands(through: fixtures.large, id)
                },
                .init("hub, 2 plugins, id made by the hub", limit: 10) {
                    try HubCalls.commandsWithMadeIDs(through: fixtures.small)
                },
                .init("hub, 2 plugins, tracing on", limit: nil) { try HubCalls.commands(through: fixtures.traced, id) },
            ]
        ).register()
    }
}
