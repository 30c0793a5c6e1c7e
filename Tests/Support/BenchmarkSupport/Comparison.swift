public import Benchmark

/// A baseline and the cases measured against it, registered as package-benchmark rows.
///
/// The baseline gets a row of its own (time and mallocs per operation). Every case's row
/// runs one batch of the baseline and then one batch of the case in each iteration, so
/// machine noise hits both alike; package-benchmark measures only the case's batch, and the
/// row's `ratio` metric is the case's time over the baseline's of the same iteration.
public struct Comparison {
    /// One measured case: `run` performs the comparison's `scalingFactor` operations.
    public struct Case: Sendable {
        /// The row's name.
        public let name: String
        /// The highest ratio to the baseline the case may reach; `nil` for a case that is
        /// shown for information (a cost that has no goal).
        public let limit: Double?
        /// One batch of the case's operations; a throw fails the row with the error.
        public let run: @Sendable () async throws -> Void

        /// A case named `name` with its goal `limit`.
        public init(_ name: String, limit: Double?, run: @escaping @Sendable () async throws -> Void) {
            self.name = name
            self.limit = limit
            self.run = run
        }
    }

    /// What the rows have in common (`send, 1 closure subscriber(s)`); every row's name
    /// starts with it, so a comparison's rows sit together in package-benchmark's table.
    public let group: String
    /// What the baseline is (`locked array of closures`).
    public let baselineName: String
    /// One batch of the baseline's operations; a throw fails the rows with the error.
    public let baseline: @Sendable () async throws -> Void
    /// The cases compared with the baseline.
    public let cases: [Case]
    /// The operations in one batch; package-benchmark divides time and mallocs by it.
    public let scalingFactor: BenchmarkScalingFactor
    /// The measured iterations of each row (after one warm-up).
    public let iterations: Int

    /// A comparison of `cases` against `baseline`, each batch `scalingFactor` operations.
    public init(
        group: String, baseline baselineName: String, scalingFactor: BenchmarkScalingFactor, iterations: Int = 9,
        _ baseline: @escaping @Sendable () async throws -> Void, cases: [Case]
    ) {
        self.group = group
        self.baselineName = baselineName
        self.baseline = baseline
        self.cases = cases
        self.scalingFactor = scalingFactor
        self.iterations = iterations
    }

    /// The baseline's row: `<group>: baseline <baseline>`.
    public var baselineRow: String { "\(group): baseline \(baselineName)" }

    /// Registers the baseline's row and one row per case, `<group>: <case>`.
    public func register() {
        let baseline = self.baseline
        let baselineRow = self.baselineRow
        Benchmark(baselineRow, configuration: configuration(extra: [])) { benchmark in
            do { try await baseline() } catch { RowFailure.fail(benchmark, "\(baselineRow): \(error)") }
        }
        for measured in cases {
            let row = "\(group): \(measured.name)"
            let metric = BenchmarkMetric.ratio(limit: measured.limit)
            let log = GoalLog(row: row, metric: "ratio to baseline", limit: measured.limit)
            Benchmark(row, configuration: configuration(extra: [metric])) { benchmark in
                let clock = ContinuousClock()
                let baselineTime: Duration
                let caseTime: Duration
                do {
                    baselineTime = try await clock.measure { try await baseline() }
                    benchmark.startMeasurement()
                    caseTime = try await clock.measure { try await measured.run() }
                    benchmark.stopMeasurement()
                } catch {
                    RowFailure.fail(benchmark, "\(row): \(error)")
                    return
                }
                let ratio = caseTime / baselineTime
                log.record(ratio)
                benchmark.measurement(metric, Int((ratio * 100).rounded()))
            } teardown: {
                log.report(againstBaseline: baselineRow)
            }
        }
    }

    private func configuration(extra: [BenchmarkMetric]) -> Benchmark.Configuration {
        .init(
            metrics: BenchmarkMetric.perOperation + extra, warmupIterations: 1, scalingFactor: scalingFactor,
            maxDuration: .seconds(600), maxIterations: iterations)
    }
}
