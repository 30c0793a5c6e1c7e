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

/// Ten more keys, so the base holds 11 as an app's does (a vertical has its world, the app
/// its locale, clock and services): the goal is judged with such a base.
private enum OtherKey0: WorldKey { static let defaultValue = 0 }
private enum OtherKey1: WorldKey { static let defaultValue = 0 }
private enum OtherKey2: WorldKey { static let defaultValue = 0 }
private enum OtherKey3: WorldKey { static let defaultValue = 0 }
private enum OtherKey4: WorldKey { static let defaultValue = 0 }
private enum OtherKey5: WorldKey { static let defaultValue = "" }
private enum OtherKey6: WorldKey { static let defaultValue = "" }
private enum OtherKey7: WorldKey { static let defaultValue = "" }
private enum OtherKey8: WorldKey { static let defaultValue = [Int]() }
private enum OtherKey9: WorldKey { static let defaultValue = [String]() }

/// The baseline: a bare task-local read.
enum Bare {
    @TaskLocal static var value = BenchWorld()
}

/// `Current.bench.level` against a bare `@TaskLocal` read, without and with one override
/// (the baseline then reads a task-local bound by `withValue`); the limit is 3x, with a base
/// of 11 keys, the one read set last (so found last).
enum CurrentReads {
    static func register() {
        World.update { world in
            world[OtherKey0.self] = 1
            world[OtherKey1.self] = 2
            world[OtherKey2.self] = 3
            world[OtherKey3.self] = 4
            world[OtherKey4.self] = 5
            world[OtherKey5.self] = "de"
            world[OtherKey6.self] = "Europe/Zurich"
            world[OtherKey7.self] = "https://example.com"
            world[OtherKey8.self] = [1, 2, 3]
            world[OtherKey9.self] = ["search"]
            world.bench.level = 1
        }
        Comparison(
            group: "Current read, 11-key base, no override", baseline: "bare @TaskLocal read", scalingFactor: .mega,
            slice: slicing, operations: { count in blackHole(sum(count) { Bare.value.level }) },
            cases: [
                .init("Current.bench.level", limit: 3) { count in blackHole(sum(count) { Current.bench.level }) }
            ]
        ).register()
        Comparison(
            group: "Current read, 11-key base, one override", baseline: "bare @TaskLocal read (bound)",
            scalingFactor: .mega, slice: slicing,
            operations: { count in
                Bare.$value.withValue(BenchWorld(level: 2)) { blackHole(sum(count) { Bare.value.level }) }
            },
            cases: [
                .init("Current.bench.level", limit: 3) { count in
                    World.withOverrides({ $0.bench.level = 3 }) { blackHole(sum(count) { Current.bench.level }) }
                }
            ]
        ).register()
    }

    /// Reads per slice of the ratio, and slices of each side per iteration.
    static let slicing = Comparison.Slicing(operations: 20_000, rounds: 25)

    /// Adds up `count` reads, so the optimiser cannot drop them.
    static func sum(_ count: Int, _ read: () -> Int) -> Int {
        var total = 0
        for _ in 0..<count { total &+= read() }
        return total
    }
}
