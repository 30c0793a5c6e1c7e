import Benchmark
import BenchmarkSupport
import Prelude

/// `for await` over an EventStream subscription (unbounded, and bounded with a bound no run
/// reaches, so both sides deliver every element) against one `AsyncStream(.unbounded)` per
/// subscriber. Consumers are detached tasks and the producer is the benchmark's task, so
/// every delivery crosses threads, as when one vertical listens to another. Limit 1.0x.
enum ForAwaitDelivery {
    /// Deliveries per batch, split evenly over the subscribers.
    static let deliveries = 1_000_000

    static func register() {
        for subscribers in [1, 4] {
            let perSubscriber = deliveries / subscribers
            Comparison(
                group: "for await, \(subscribers) subscriber(s)", baseline: "AsyncStream(.unbounded) each",
                scalingFactor: .mega, iterations: 5,
                { await asyncStreams(subscribers: subscribers, values: perSubscriber) },
                cases: [
                    .init("EventStream unbounded", limit: 1.0) {
                        await eventStream(subscribers: subscribers, values: perSubscriber, policy: .unbounded)
                    },
                    .init("EventStream bounded", limit: 1.0) {
                        await eventStream(
                            subscribers: subscribers, values: perSubscriber,
                            policy: .bounded(perSubscriber, whenFull: .dropOldest))
                    },
                ]
            ).register()
        }
    }

    static func asyncStreams(subscribers: Int, values: Int) async {
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
        for value in 0..<values {
            for continuation in continuations { continuation.yield(value) }
        }
        for continuation in continuations { continuation.finish() }
        for consumer in consumers { blackHole(await consumer.value) }
    }

    static func eventStream(subscribers: Int, values: Int, policy: BufferingPolicy) async {
        let source = EventSource<Int>()
        let consumers = (0..<subscribers).map { _ in
            let subscription = source.stream.subscription(buffering: policy)
            return Task.detached {
                var total = 0
                for await value in subscription { total &+= value }
                return total
            }
        }
        for value in 0..<values { source.send(value) }
        source.finish()
        for consumer in consumers { blackHole(await consumer.value) }
    }
}
