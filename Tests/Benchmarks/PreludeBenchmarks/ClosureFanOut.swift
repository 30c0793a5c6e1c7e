import Benchmark
import BenchmarkSupport
import Prelude

/// `EventSource.send` to 1 and 10 closure subscribers against a locked array of closures
/// (what a hand-rolled event bus does); the limits are `SendLimits`'.
enum ClosureFanOut {
    static let sends = 1_000_000

    static func register() {
        for subscribers in [1, 10] {
            let sink = Sink()
            let baseline = LockedClosures()
            for _ in 0..<subscribers { baseline.add { sink.add($0) } }
            let source = EventSource<Int>()
            let tokens = (0..<subscribers).map { _ in source.stream.subscribe { sink.add($0) } }
            Comparison(
                group: "send, \(subscribers) closure subscriber(s)", baseline: "locked array of closures",
                scalingFactor: .mega,
                {
                    for value in 0..<sends { baseline.send(value) }
                    blackHole(sink.total)
                },
                cases: [
                    .init("EventSource.send", limit: SendLimits.closureSend(subscribers: subscribers)) {
                        withExtendedLifetime(tokens) {
                            for value in 0..<sends { source.send(value) }
                        }
                        blackHole(sink.total)
                    }
                ]
            ).register()
        }
    }
}
