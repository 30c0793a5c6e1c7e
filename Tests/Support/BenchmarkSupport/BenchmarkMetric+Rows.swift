public import Benchmark

extension BenchmarkMetric {
    /// What every row reports per operation: wall-clock time and mallocs (counted by the
    /// malloc interposer the `benchmark` plugin preloads).
    public static let perOperation: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]

    /// A row's time as a percentage of its baseline's in the same iteration; its name
    /// carries the limit, so the table shows both.
    public static func ratio(limit: Double?) -> BenchmarkMetric {
        let goal = limit.map { "limit \(Int(($0 * 100).rounded()))" } ?? "no limit"
        return .custom("ratio to baseline % (\(goal))", polarity: .prefersSmaller, useScalingFactor: false)
    }

    /// A figure that has a goal of its own (a queue load's peak memory, slowest send or
    /// throughput), named with its unit and its goal.
    public static func goal(_ name: String, polarity: BenchmarkMetric.Polarity) -> BenchmarkMetric {
        .custom(name, polarity: polarity, useScalingFactor: false)
    }
}
