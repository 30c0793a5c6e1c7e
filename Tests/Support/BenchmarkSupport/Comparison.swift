public import Benchmark

/// A baseline and the cases measured against it, registered as package-benchmark rows.
///
/// The baseline gets a row of its own (time and mallocs per operation). Every case's row
/// runs one batch of the baseline and then one batch of the case in each iteration, so
/// machine noise hits both alike; package-benchmark measures only the case's batch, and the
/// row's `ratio` metric is the case's time over the baseline's of the same iteration. A
/// sliced comparison (``Slicing``) takes the ratio from the fastest of many short
/// alternating slices instead, which a busy machine disturbs far less.
public struct Comparison {
    /// One measured case: `run` performs the given number of operations (the comparison's
    /// `scalingFactor` for the table's batch, fewer for a slice).
    public struct Case: Sendable {
        /// The row's name.
        public let name: String
        /// The highest ratio to the baseline the case may reach; `nil` for a case that is
        /// shown for information (a cost that has no goal).
        public let limit: Double?
        /// Performs that many of the case's operations; a throw fails the row with the error.
        public let run: @Sendable (Int) async throws -> Void
        /// Whether `run` honours its count (so the ratio can come from slices).
        let sliceable: Bool

        /// A case named `name` with its goal `limit`; `run` performs one whole batch.
        public init(_ name: String, limit: Double?, run: @escaping @Sendable () async throws -> Void) {
            self.name = name
            self.limit = limit
            self.run = { _ in try await run() }
            sliceable = false
        }

        /// A case named `name` with its goal `limit`; `operations` performs as many
        /// operations as it is asked for, so the row's ratio can come from slices.
        public init(_ name: String, limit: Double?, operations: @escaping @Sendable (Int) async throws -> Void) {
            self.name = name
            self.limit = limit
            run = operations
            sliceable = true
        }
    }

    /// What the rows have in common (`send, 1 closure subscriber(s)`); every row's name
    /// starts with it, so a comparison's rows sit together in package-benchmark's table.
    public let group: String
    /// What the baseline is (`locked array of closures`).
    public let baselineName: String
    /// Performs that many of the baseline's operations; a throw fails the rows with the error.
    public let baseline: @Sendable (Int) async throws -> Void
    /// Whether the ratio comes from slices (see ``init(group:baseline:scalingFactor:iterations:slice:operations:cases:)``).
    public let slice: Slicing?

    /// How a sliced comparison takes its ratio: `rounds` times one slice of the baseline then
    /// one of the case, `operations` operations each; the ratio is the case's fastest slice
    /// over the baseline's fastest. On a busy machine a slice short enough to run within
    /// one time slice of the scheduler is often undisturbed, so the fastest ones compare
    /// the code and not the load (as Python's `timeit` advises); a whole batch of a million
    /// operations of a few nanoseconds each is not.
    public struct Slicing: Sendable {
        /// Operations per slice.
        public let operations: Int
        /// Slices of each side per iteration.
        public let rounds: Int

        /// Slices of `operations` operations, `rounds` of each side per iteration.
        public init(operations: Int, rounds: Int) {
            self.operations = operations
            self.rounds = rounds
        }
    }
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
        self.baseline = { _ in try await baseline() }
        self.cases = cases
        self.scalingFactor = scalingFactor
        self.iterations = iterations
        slice = nil
    }

    /// A comparison whose ratio comes from slices (see ``Slicing``): `operations` performs
    /// as many of the baseline's operations as asked, and so does every case's. The table's
    /// time and mallocs still come from one whole batch of the case per iteration.
    public init(
        group: String, baseline baselineName: String, scalingFactor: BenchmarkScalingFactor, iterations: Int = 9,
        slice: Slicing, operations baseline: @escaping @Sendable (Int) async throws -> Void, cases: [Case]
    ) {
        precondition(cases.allSatisfy(\.sliceable), "a sliced comparison needs cases that take a count")
        self.group = group
        self.baselineName = baselineName
        self.baseline = baseline
        self.cases = cases
        self.scalingFactor = scalingFactor
        self.iterations = iterations
        self.slice = slice
    }

    /// The baseline's row: `<group>: baseline <baseline>`.
    public var baselineRow: String { "\(group): baseline \(baselineName)" }

    /// Registers the baseline's row and one row per case, `<group>: <case>`.
    public func register() {
        let baseline = self.baseline
        let baselineRow = self.baselineRow
        let batch = scalingFactor.rawValue
        let slice = self.slice
        Benchmark(baselineRow, configuration: configuration(extra: [])) { benchmark in
            do { try await baseline(batch) } catch { RowFailure.fail(benchmark, "\(baselineRow): \(error)") }
        }
        for measured in cases {
            let row = "\(group): \(measured.name)"
            let metric = BenchmarkMetric.ratio(limit: measured.limit)
            let statistic = slice == nil ? "ratio to baseline" : "ratio to baseline, fastest slices"
            let log = GoalLog(row: row, metric: statistic, limit: measured.limit)
            Benchmark(row, configuration: configuration(extra: [metric])) { benchmark in
                let clock = ContinuousClock()
                var baselineTime: Duration = .zero
                var caseTime: Duration = .zero
                do {
                    if let slice {
                        var fastestBaseline = Duration.seconds(3_600)
                        var fastestCase = Duration.seconds(3_600)
                        for _ in 0..<slice.rounds {
                            fastestBaseline = min(
                                fastestBaseline, try await clock.measure { try await baseline(slice.operations) })
                            fastestCase = min(
                                fastestCase, try await clock.measure { try await measured.run(slice.operations) })
                        }
                        baselineTime = fastestBaseline
                        caseTime = fastestCase
                        benchmark.startMeasurement()
                        try await measured.run(batch)
                        benchmark.stopMeasurement()
                    } else {
                        baselineTime = try await clock.measure { try await baseline(batch) }
                        benchmark.startMeasurement()
                        caseTime = try await clock.measure { try await measured.run(batch) }
                        benchmark.stopMeasurement()
                    }
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
