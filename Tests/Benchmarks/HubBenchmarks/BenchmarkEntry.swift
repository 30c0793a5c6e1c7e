import Benchmark
import BenchmarkSupport

/// The cost of a policy-checked query and command through the hub, against a direct call of
/// the same handler through an existential, in one run (goals, tracing off: a query at most 2x,
/// a command at most 4x; a query naming its `Message` at the call site at most 1.5x a prepared one).
/// Run with the plugin (Prelude.docc, `PerformanceFigures.md`):
///
///     VERTICALHUB_BENCHMARKS=1 swift package benchmark --target HubBenchmarks
@main
enum BenchmarkEntry: BenchmarkRunnerHooks {
    static func main() async {
        await BenchmarkRunner.setupBenchmarkRunner(registerBenchmarks: registerBenchmarks)
        RowFailure.exitIfAnyRowFailed()
    }

    static func registerBenchmarks() {
        do {
            let fixtures = try Fixtures()
            QueryRoutes.register(fixtures)
            CommandRoutes.register(fixtures)
        } catch {
            Benchmark("hub fixtures") { benchmark in
                RowFailure.fail(benchmark, "the hub fixtures did not start: \(error)")
            }
        }
    }
}
