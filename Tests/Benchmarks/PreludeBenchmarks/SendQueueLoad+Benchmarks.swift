import Benchmark
import BenchmarkSupport
import Prelude

/// The shared send queue under the stress load, as package-benchmark rows: 1 and 4
/// producer threads sending into ten closure subscribers, then 4 producers with a
/// `for await` subscriber of each buffering policy added. Each row reports throughput, the
/// slowest single send, the peak resident memory and, for `for await` subscribers, what
/// each dropped. A lost closure delivery or a `for await` count where received + dropped is
/// not what was sent fails the row (a bug, not a slow run); the 4-producer closure load also
/// checks the load's goals: peak under 64 MB, no send over 1% of the run, at least 0.67 M
/// sends a second.
extension SendQueueLoad {
    /// Sends of each producer in the closure rows: 1,000,000 each would make a run of about
    /// a second. When producer threads outnumber the cores, a send whose thread is preempted
    /// (or whose delivering thread is) takes one time slice of the scheduler, 6 to 12 ms on
    /// this machine, which is 1% of such a run: the slowest send would then measure the
    /// scheduler, not the send path. Twice as many sends keep a time slice under half of the
    /// 1% goal.
    static let perProducer = 2_000_000
    /// Sends of each producer in the row with `for await` subscribers (which are slower).
    static let perProducerWithStreams = 250_000

    static let loads: [(String, SendQueueLoad)] = [
        ("1 producer, 10 closures", .init(producers: 1, sendsPerProducer: perProducer, closureSubscribers: 10)),
        ("4 producers, 10 closures", .init(producers: 4, sendsPerProducer: perProducer, closureSubscribers: 10)),
        (
            "4 producers, 10 closures + 3 for-await",
            .init(
                producers: 4, sendsPerProducer: perProducerWithStreams, closureSubscribers: 10,
                asyncPolicies: [
                    .unbounded, .bounded(1024, whenFull: .dropOldest), .bounded(1024, whenFull: .dropNewest),
                ])
        ),
    ]

    static let sendsPerSecond = BenchmarkMetric.goal("K sends/s (goal >= 670)", polarity: .prefersLarger)
    static let slowestSend = BenchmarkMetric.goal("slowest send µs", polarity: .prefersSmaller)
    static let slowestShare = BenchmarkMetric.goal(
        "slowest send, 0.01% of the run (goal <= 100)", polarity: .prefersSmaller)
    static let peak = BenchmarkMetric.goal("peak resident MB (goal <= 64)", polarity: .prefersSmaller)

    static func register() {
        registerLoads()
        registerScaling()
    }

    static func registerLoads() {
        for (name, load) in loads {
            let row = "send queue: \(name)"
            let checksGoals = load.producers > 1 && load.asyncPolicies.isEmpty
            let goals = [
                GoalLog(row: row, metric: "M sends/s", limit: checksGoals ? 0.67 : nil, preferSmaller: false),
                GoalLog(row: row, metric: "slowest send, share of the run", limit: checksGoals ? 0.01 : nil),
                GoalLog(row: row, metric: "peak resident MB", limit: checksGoals ? 64 : nil),
            ]
            let dropped = load.asyncPolicies.map {
                BenchmarkMetric.goal("for await \(Self.describe($0)): dropped", polarity: .prefersSmaller)
            }
            let configuration = Benchmark.Configuration(
                metrics: BenchmarkMetric.perOperation + [sendsPerSecond, slowestSend, slowestShare, peak] + dropped,
                warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(600), maxIterations: 3)
            Benchmark(row, configuration: configuration) { benchmark in
                let result = await load.run()
                if let problem = load.problem(in: result) {
                    RowFailure.fail(benchmark, "\(row): \(problem)")
                    return
                }
                let share = result.slowestSendSeconds / result.seconds
                let megabytes = Double(result.peakBytes) / 1_048_576
                for (log, value) in zip(goals, [result.sendsPerSecond / 1e6, share, megabytes]) { log.record(value) }
                benchmark.measurement(sendsPerSecond, Int(result.sendsPerSecond / 1e3))
                benchmark.measurement(slowestSend, Int(result.slowestSendSeconds * 1e6))
                benchmark.measurement(slowestShare, Int((share * 1e4).rounded()))
                benchmark.measurement(peak, Int(megabytes.rounded()))
                for (metric, counts) in zip(dropped, result.asyncCounts) {
                    benchmark.measurement(metric, counts.dropped)
                }
            } teardown: {
                for log in goals { log.report() }
            }
        }
    }

    /// Why `result` shows a bug: a closure subscriber missed a send, or a `for await`
    /// subscriber's received + dropped is not what was sent; `nil` when every count adds up.
    func problem(in result: Result) -> String? {
        let sent = producers * sendsPerProducer
        if result.closureDeliveries != sent {
            return "closure subscribers lost \(sent - result.closureDeliveries) of \(sent) sends"
        }
        for (policy, counts) in zip(asyncPolicies, result.asyncCounts) where counts.received + counts.dropped != sent {
            return
                "for await \(Self.describe(policy)): received \(counts.received) + dropped \(counts.dropped) != sent \(sent)"
        }
        return nil
    }

    static func describe(_ policy: BufferingPolicy) -> String {
        switch policy {
        case .unbounded: "unbounded"
        case .bounded(let bound, let overflow): "bounded(\(bound), \(overflow))"
        }
    }

    // MARK: Many producers against one

    /// Sends of the single producer in a scaling row's round.
    static let singleSends = 1_000_000
    /// Sends of the many producers in a scaling row's round, split evenly between them
    /// (2,000,000 each for 4, 1,000,000 each for 8): long enough (2 to 4 s) that one time
    /// slice of the scheduler is well under 1% of the run (see ``perProducer``).
    static let manySends = 8_000_000
    /// The least share of the single-producer rate that `n` producers must reach, every round.
    static let scalingGoal = 0.2
    /// The measured rounds of each scaling row (after one warm-up round).
    static let scalingRounds = 7

    static let scalingRatio = BenchmarkMetric.goal(
        "rate vs 1 producer % (goal >= 20, every round)", polarity: .prefersLarger)
    static let singleRate = BenchmarkMetric.goal("K sends/s, 1 producer", polarity: .prefersLarger)
    static let manyRate = BenchmarkMetric.goal("K sends/s, the row's producers", polarity: .prefersLarger)

    /// Rows where 4 and 8 producer threads (more than this machine's cores) send into ten
    /// closures, each round right after one producer sends as many into the same
    /// subscribers: the row's ratio is the many producers' rate over the one's in the same
    /// round, judged on every round (a convoy that forms on some rounds only shows as the
    /// row's minimum). Counting handlers, and handlers that do three atomic operations each.
    static func registerScaling() {
        for working in [false, true] {
            for producers in [4, 8] {
                let handlers = working ? "10 working closures" : "10 closures"
                let row = "send queue: \(producers) producers vs 1, \(handlers)"
                let single = SendQueueLoad(
                    producers: 1, sendsPerProducer: singleSends, closureSubscribers: 10, working: working)
                let many = SendQueueLoad(
                    producers: producers, sendsPerProducer: manySends / producers, closureSubscribers: 10,
                    working: working)
                let goals = [
                    GoalLog(
                        row: row, metric: "rate vs 1 producer", limit: scalingGoal, preferSmaller: false,
                        everyRound: true),
                    GoalLog(row: row, metric: "slowest send, share of the run", limit: 0.01, everyRound: true),
                    GoalLog(row: row, metric: "peak resident MB", limit: 64, everyRound: true),
                    GoalLog(row: row, metric: "M sends/s, 1 producer", limit: nil, preferSmaller: false),
                    GoalLog(row: row, metric: "M sends/s, \(producers) producers", limit: nil, preferSmaller: false),
                ]
                let configuration = Benchmark.Configuration(
                    metrics: BenchmarkMetric.perOperation + [scalingRatio, singleRate, manyRate, slowestShare, peak],
                    warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(900),
                    maxIterations: scalingRounds)
                Benchmark(row, configuration: configuration) { benchmark in
                    let alone = await single.run()
                    benchmark.startMeasurement()
                    let result = await many.run()
                    benchmark.stopMeasurement()
                    for (load, outcome) in [(single, alone), (many, result)] {
                        if let problem = load.problem(in: outcome) {
                            RowFailure.fail(benchmark, "\(row): \(problem)")
                            return
                        }
                    }
                    let ratio = result.sendsPerSecond / alone.sendsPerSecond
                    let share = result.slowestSendSeconds / result.seconds
                    let megabytes = Double(result.peakBytes) / 1_048_576
                    let values = [ratio, share, megabytes, alone.sendsPerSecond / 1e6, result.sendsPerSecond / 1e6]
                    for (log, value) in zip(goals, values) { log.record(value) }
                    benchmark.measurement(scalingRatio, Int((ratio * 100).rounded()))
                    benchmark.measurement(singleRate, Int(alone.sendsPerSecond / 1e3))
                    benchmark.measurement(manyRate, Int(result.sendsPerSecond / 1e3))
                    benchmark.measurement(slowestShare, Int((share * 1e4).rounded()))
                    benchmark.measurement(peak, Int(megabytes.rounded()))
                } teardown: {
                    for log in goals { log.report() }
                }
            }
        }
    }
}
