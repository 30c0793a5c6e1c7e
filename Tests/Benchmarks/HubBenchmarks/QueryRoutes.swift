import Benchmark
import BenchmarkSupport

/// A query through the hub against a direct existential call of the same handler, and a
/// query whose `Message` is made at the call site against the same query with a prepared one.
enum QueryRoutes {
    static func register(_ fixtures: Fixtures) {
        Comparison(
            group: "query", baseline: "direct existential call of the handler", scalingFactor: .mega,
            { try HubCalls.directQueries(fixtures.small.server, fixtures.small.query) },
            cases: [
                .init("hub, 2 plugins, tracing off", limit: 2) { try HubCalls.queries(through: fixtures.small) },
                .init("hub, 200 plugins / 10,000 messages, tracing off", limit: 2) {
                    try HubCalls.queries(through: fixtures.large)
                },
                // Tracing's cost has no goal: it is off by default and switchable.
                .init("hub, 2 plugins, tracing on", limit: nil) { try HubCalls.queries(through: fixtures.traced) },
                .init("hub, 2 plugins, Message made at the call site", limit: nil) {
                    try HubCalls.queriesNamedAtCallSite(through: fixtures.small)
                },
            ]
        ).register()
        // What making the `Message` at the call site adds to a send: judged against the same
        // query with a prepared `Message`, not against the handler alone.
        Comparison(
            group: "query named at the call site", baseline: "hub, 2 plugins, prepared Message", scalingFactor: .mega,
            { try HubCalls.queries(through: fixtures.small) },
            cases: [
                .init("hub, 2 plugins, Message made at the call site", limit: 1.5) {
                    try HubCalls.queriesNamedAtCallSite(through: fixtures.small)
                }
            ]
        ).register()
    }
}
