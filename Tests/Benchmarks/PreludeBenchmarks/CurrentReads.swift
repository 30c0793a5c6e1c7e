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

/// Times `Current.bench.level` against a bare `@TaskLocal` read, without and with one
/// override (the baseline then reads a task-local bound by `withValue`), in one run.
func currentReadComparisons(rounds: Int) async -> [Comparison] {
    let reads = 2_000_000
    World.update { $0.bench.level = 1 }
    var checksum = 0
    func sample(_ read: () -> Int) -> Double {
        var samples: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            let elapsed = clock.measure {
                for _ in 0..<reads { checksum &+= read() }
            }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            samples.append(nanoseconds / Double(reads))
        }
        return samples.sorted()[rounds / 2]
    }
    let bareUnbound = sample { Bare.value.level }
    let plain = sample { Current.bench.level }
    let (bareBound, overridden) = Bare.$value.withValue(BenchWorld(level: 2)) {
        let bareBound = sample { Bare.value.level }
        let overridden = World.withOverrides({ $0.bench.level = 3 }) { sample { Current.bench.level } }
        return (bareBound, overridden)
    }
    print("checksum \(checksum)")
    return [
        Comparison(
            name: "Current read, no override", baselineName: "bare @TaskLocal read", baseline: bareUnbound,
            candidate: plain, limit: 3),
        Comparison(
            name: "Current read, one override", baselineName: "bare @TaskLocal read (bound)",
            baseline: bareBound, candidate: overridden, limit: 3),
    ]
}
