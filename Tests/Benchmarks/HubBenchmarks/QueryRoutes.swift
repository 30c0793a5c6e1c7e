import Benchmark
import BenchmarkSupport

/// A query through the hub against a direct existential call of the same handler (the hub's
/// budget: at most 2x, tracing off, with 2 and with 200 plugins), and a query whose `Message`
/// is made from a string at the call site against the same query with a prepared one (at
/// most 1.5x).
enum QueryRoutes {
    /// The most a query through the hub may cost, as a multiple of the direct call.
    static let budget = 2.0
    /// The most a `Message` made at the call site may cost, as a multiple of a prepared one.
    static let callSiteBudget = 1.5

    static func register(_ fixtures: Fixtures) {
        Comparison(
            group: "query", baseline: "direct existential call of the handler", scalingFactor: .mega,
            slice: HubCalls.slicing,
            operations: { try HubCalls.directQueries(fixtures.small.server, fixtures.small.query, $0) },
            cases: [
                .init("hub, 2 plugins, tracing off", limit: budget) {
                    try HubCalls.queries(through: fixtures.small, $0)
                },
                .init("hub, 200 plugins / 10,000 messages, tracing off", limit: budget) {
                    try HubCalls.queries(through: fixtures.large, $0)
                },
                // Tracing's cost has no goal: it is off by default and switchable.
                .init("hub, 2 plugins, tracing on", limit: nil) { try HubCalls.queries(through: fixtures.traced, $0) },
                .init("hub, 2 plugins, Message made at the call site", limit: nil) {
                    try HubCalls.queriesNamedAtCallSite(through: fixtures.small, $0)
                },
            ]
        ).register()
        // What making the `Message` at the call site adds to a send: judged against the same
        // query with a prepared `Message`, not against the handler alone.
        Comparison(
            group: "query named at the call site", baseline: "hub, 2 plugins, prepared Message", scalingFactor: .mega,
            slice: HubCalls.slicing,
            operations: { try HubCalls.queries(through: fixtures.small, $0) },
            cases: [
                .init("hub, 2 plugins, Message made at the call site", limit: callSiteBudget) {
                    try HubCalls.queriesNamedAtCallSite(through: fixtures.small, $0)
                }
            ]
        ).register()
    }
}
