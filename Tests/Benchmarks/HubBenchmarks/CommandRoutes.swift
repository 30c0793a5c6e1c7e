import Benchmark
import BenchmarkSupport

/// A command through the hub against a direct existential call of the same (empty) handler,
/// the harshest baseline (the hub's budget: at most 4x, tracing off, 2 and 200 plugins).
enum CommandRoutes {
    /// The most a command through the hub may cost, as a multiple of the direct call.
    static let budget = 4.0
    /// The most a command the hub tags with an id it makes may cost (it takes a number from
    /// a counter every process shares).
    static let madeIDBudget = 10.0

    static func register(_ fixtures: Fixtures) {
        let id = fixtures.id
        Comparison(
            group: "command", baseline: "direct existential call of the handler", scalingFactor: .mega,
            slice: HubCalls.slicing,
            operations: { try HubCalls.directCommands(fixtures.small.server, fixtures.small.command, id, $0) },
            cases: [
                .init("hub, 2 plugins, tracing off", limit: budget) {
                    try HubCalls.commands(through: fixtures.small, id, $0)
                },
                .init("hub, 200 plugins / 10,000 messages, tracing off", limit: budget) {
                    try HubCalls.commands(through: fixtures.large, id, $0)
                },
                .init("hub, 2 plugins, id made by the hub", limit: madeIDBudget) {
                    try HubCalls.commandsWithMadeIDs(through: fixtures.small, $0)
                },
                .init("hub, 2 plugins, tracing on", limit: nil) {
                    try HubCalls.commands(through: fixtures.traced, id, $0)
                },
            ]
        ).register()
    }
}
