import Foundation
import Prelude

// Compares Prelude's EventStream with the baselines the foundation issue names, in one
// run, and prints ratios. Run in release: `swift run -c release PreludeBenchmarks`.

// An optional argument picks one group: `closures`, `async`, `queue`, `current` or `json`.
let only = CommandLine.arguments.dropFirst().first

// `json <directory>`: the Swift half of Tests/Benchmarks/json-vs-python.sh, nothing else.
if only == "json", let directory = CommandLine.arguments.dropFirst(2).first {
    await JSONDocuments.run(directory: directory, rounds: 5)
    exit(0)
}
let rounds = 7
let sends = 1_000_000
var comparisons: [Comparison] = []

for subscribers in [1, 10] where only == nil || only == "closures" {
    let sink = Sink()
    let baseline = LockedClosures()
    for _ in 0..<subscribers { baseline.add { sink.add($0) } }
    let source = EventSource<Int>()
    let tokens = (0..<subscribers).map { _ in source.stream.subscribe { sink.add($0) } }

    // Interleave the two so machine noise hits both alike.
    var baselineSamples: [Double] = []
    var streamSamples: [Double] = []
    for _ in 0..<rounds {
        baselineSamples.append(
            await medianNanoseconds(rounds: 1, operations: sends) {
                for value in 0..<sends { baseline.send(value) }
            })
        streamSamples.append(
            await medianNanoseconds(rounds: 1, operations: sends) {
                for value in 0..<sends { source.send(value) }
            })
    }
    comparisons.append(
        Comparison(
            name: "EventSource.send, \(subscribers) closure subscriber(s)",
            baselineName: "locked array of closures",
            baseline: baselineSamples.sorted()[rounds / 2], candidate: streamSamples.sorted()[rounds / 2],
            limit: SendLimits.closureSend(subscribers: subscribers)))
    withExtendedLifetime(tokens) {}
    print("checksum \(sink.total)")
}

// Consumers are detached tasks on the global pool, the producer is the main task: every
// delivery crosses threads, as when one vertical listens to another.
let deliveries = 200_000
for subscribers in [1, 4] where only == nil || only == "async" {
    let asyncStreamTime = await medianNanoseconds(rounds: 5, operations: deliveries * subscribers) {
        var continuations: [AsyncStream<Int>.Continuation] = []
        var consumers: [Task<Int, Never>] = []
        for _ in 0..<subscribers {
            let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
            continuations.append(continuation)
            consumers.append(
                Task.detached {
                    var total = 0
                    for await value in stream { total &+= value }
                    return total
                })
        }
        for value in 0..<deliveries {
            for continuation in continuations { continuation.yield(value) }
        }
        for continuation in continuations { continuation.finish() }
        for consumer in consumers { _ = await consumer.value }
    }
    // A bound no run reaches, so both sides deliver every element and the cost per
    // delivery compares like with like (a smaller bound would drop elements instead).
    for policy in [BufferingPolicy.unbounded, .bounded(deliveries, whenFull: .dropOldest)] {
        let eventStreamTime = await medianNanoseconds(rounds: 5, operations: deliveries * subscribers) {
            let source = EventSource<Int>()
            let consumers = (0..<subscribers).map { _ in
                let subscription = source.stream.subscription(buffering: policy)
                return Task.detached {
                    var total = 0
                    for await value in subscription { total &+= value }
                    return total
                }
            }
            for value in 0..<deliveries { source.send(value) }
            source.finish()
            for consumer in consumers { _ = await consumer.value }
        }
        comparisons.append(
            Comparison(
                name: "for await, \(subscribers) subscriber(s), \(policy == .unbounded ? "unbounded" : "bounded")",
                baselineName: "AsyncStream(.unbounded) each", baseline: asyncStreamTime,
                candidate: eventStreamTime, limit: 1.0))
    }
}

if only == nil || only == "current" {
    comparisons += await currentReadComparisons(rounds: rounds)
}

// The shared send queue under issue 16's stress load: 4 producer threads, 10 closure
// subscribers; then the same with a `for await` subscriber of each buffering policy.
var queueLines: [String] = []
var queueFailures = 0
if only == nil || only == "queue" {
    let perProducer = 1_000_000
    let loads: [(String, SendQueueLoad)] = [
        (
            "1 producer, 10 closures",
            SendQueueLoad(producers: 1, sendsPerProducer: perProducer, closureSubscribers: 10, asyncPolicies: [])
        ),
        (
            "4 producers, 10 closures",
            SendQueueLoad(producers: 4, sendsPerProducer: perProducer, closureSubscribers: 10, asyncPolicies: [])
        ),
        (
            "4 producers, 10 closures + 3 for-await",
            SendQueueLoad(
                producers: 4, sendsPerProducer: perProducer / 4, closureSubscribers: 10,
                asyncPolicies: [
                    .unbounded, .bounded(1024, whenFull: .dropOldest), .bounded(1024, whenFull: .dropNewest),
                ])
        ),
    ]
    for (name, load) in loads {
        let result = await load.run()
        let sent = load.producers * load.sendsPerProducer
        let lost = sent - result.closureDeliveries
        let slowestShare = result.slowestSendSeconds / result.seconds
        var line = String(
            format:
                "%@ %6.3f M sends/s   slowest send %8.3f ms (%5.2f%% of %5.2f s)   peak %6.1f MB (start %5.1f MB)   closures lost %d",
            name.padding(toLength: 40, withPad: " ", startingAt: 0), result.sendsPerSecond / 1e6,
            result.slowestSendSeconds * 1e3, slowestShare * 100, result.seconds,
            Double(result.peakBytes) / 1_048_576, Double(result.baselineBytes) / 1_048_576, lost)
        for (policy, counts) in zip(load.asyncPolicies, result.asyncCounts) {
            let exact = counts.received + counts.dropped == sent
            line +=
                "\n    for await \(policy): received \(counts.received) + dropped \(counts.dropped) \(exact ? "== sent" : "!= sent \(sent)")"
            if !exact { queueFailures += 1 }
        }
        if lost != 0 { queueFailures += 1 }
        if load.producers > 1 && load.asyncPolicies.isEmpty {
            // Issue 16's goals for this load: under 64 MB, no send over 1% of the run,
            // at least 0.67 M sends/s (the low end of the unbounded queue's figures).
            let goals = [
                ("peak < 64 MB", result.peakBytes < 64 << 20),
                ("slowest send <= 1% of the run", slowestShare <= 0.01),
                (">= 0.67 M sends/s", result.sendsPerSecond >= 0.67e6),
            ]
            for (goal, met) in goals {
                line += "\n    \(goal): \(met ? "ok" : "OVER")"
                if !met { queueFailures += 1 }
            }
        }
        queueLines.append(line)
    }
}

print("")
for line in queueLines { print(line) }
for comparison in comparisons { print(comparison.line) }
let over = comparisons.filter { $0.ratio > $0.limit }.count + queueFailures
print(over == 0 ? "all within limits" : "\(over) over the limit")
