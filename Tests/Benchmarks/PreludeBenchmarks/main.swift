import Prelude

// Compares Prelude's EventStream with the baselines the foundation issue names, in one
// run, and prints ratios. Run in release: `swift run -c release PreludeBenchmarks`.

// An optional argument picks one group: `closures` or `async`.
let only = CommandLine.arguments.dropFirst().first
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
            limit: 1.5))
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

print("")
for comparison in comparisons { print(comparison.line) }
let over = comparisons.filter { $0.ratio > $0.limit }
print(over.isEmpty ? "all within limits" : "\(over.count) over the limit")
