import Benchmark
import BenchmarkSupport

/// A query through the hub against a direct existential call of the same handler.
enum QueryRoutes {
    static func register(_ fixtures: Fixtures) {
        Comparison(
            group: "query", baseline: "direct existential call of the handler", scalingFactor: .mega,
            { try HubCalls.directQueries(fixtures.small.server, fixtures.small.query) },
            cases: [
                .init("hub, 2 plugins, tracing off", limit: 10) { try HubCalls.queries(through: fixtures.small) },
                .init("hub, 200 plugins / 10,000 messages, tracing off", limit: 10) {
                    try HubCalls.queries(through: fixtures.large)
                },
                // Tracing's cost has no goal: it is off by default and switchable.
                .init("hub, 2 plugins, tracing on", limit: nil) { try HubCalls.queries(through: fixtures.traced) },
                .init("hub, 2 plugins, Message made at the call site", limit: nil) {
                    try HubCalls.queriesNamedAtCallSite(through: fixtures.small)
                },
            ]
        ).register()
    }
}
