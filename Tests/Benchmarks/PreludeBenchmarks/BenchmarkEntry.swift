import Benchmark
import BenchmarkSupport
import Foundation

/// Prelude's benchmarks on package-benchmark: EventStream's closure fan-out and `for await`
/// delivery, `Current` reads, the send queue under load, and checking a payload against its
/// JSON Schema, each against its baseline in the same run. Run them with the plugin (Prelude.docc, `PerformanceFigures.md`):
///
///     VERTICALHUB_BENCHMARKS=1 swift package benchmark --target PreludeBenchmarks
///
/// JSON against CPython is `Tests/Benchmarks/json-vs-python.sh`, on its own executable
/// (`JSONBenchmarks`).
@main
enum BenchmarkEntry: BenchmarkRunnerHooks {
    static func main() async {
        await BenchmarkRunner.setupBenchmarkRunner(registerBenchmarks: registerBenchmarks)
        RowFailure.exitIfAnyRowFailed()
    }

    static func registerBenchmarks() {
        ClosureFanOut.register()
        ForAwaitDelivery.register()
        CurrentReads.register()
        SendQueueLoad.register()
        SchemaChecks.register()
    }
}
