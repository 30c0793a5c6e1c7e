import Benchmark
import BenchmarkSupport
import Prelude

/// What the benchmark reads from the world: a small struct, as a vertical's world is.
struct BenchWorld: Sendable {
    var level = 0
    var name = "benchmark"
}

private enum BenchWorldKey: WorldKey {
    static let defaultValue = BenchWorld()
}

extension World {
    var bench: BenchWorld {
        get { self[BenchWorldKey.self] }
        set { self[BenchWorldKey.self] = newValue }
    }
}

/// The baseline: a bare task-local read.
enum Bare {
    @TaskLocal static var value = BenchWorld()
}

/// `Current.bench.level` against a bare `@TaskLocal` read, without and with one override
/// (the baseline then reads a task-local bound by `withValue`); issue 16's limit is 3x.
enum CurrentReads {
    static let reads = 1_000_000

    static func register() {
        World.update { $0.bench.level = 1 }
        Comparison(
            group: "Current read, no override", baseline: "bare @TaskLocal read", scalingFactor: .mega,
            { blackHole(sum { Bare.value.level }) },
            cases: [.init("Current.bench.level", limit: 3) { blackHole(sum { Current.bench.level }) }]
        ).register()
        Comparison(
            group: "Current read, one override", baseline: "bare @TaskLocal read (bound)", scalingFactor: .mega,
            { Bare.$value.withValue(BenchWorld(level: 2)) { blackHole(sum { Bare.value.level }) } },
            cases: [
                .init("Current.bench.level", limit: 3) {
                    World.withOverrides({ $0.bench.level = 3 }) { blackHole(sum { Current.bench.level }) }
                }
            ]
        ).register()
    }

    /// Adds up `reads` reads, so the optimiser cannot drop them.
    static func sum(_ read: () -> Int) -> Int {
        var total = 0
        for _ in 0..<reads { total &+= read() }
        return total
    }
}
