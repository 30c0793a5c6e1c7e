import Benchmark
import BenchmarkSupport
import Foundation

/// Prelude's benchmarks on package-benchmark: EventStream's closure fan-out and `for await`
/// delivery, `Current` reads and the send queue under load, each against its baseline in
/// the same run. Run them with the plugin (Prelude.docc, `PerformanceFigures.md`):
///
///     VERTICALHUB_BENCHMARKS=1 swift package benchmark --target PreludeBenchmarks
///
/// `PreludeBenchmarks json <directory> [document...]` is the Swift half of
/// `Tests/Benchmarks/json-vs-python.sh` and runs nothing else.
@main
enum BenchmarkEntry: BenchmarkRunnerHooks {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "json" {
            guard let directory = arguments.dropFirst().first else {
                FileHandle.standardError.write(
                    Data("usage: PreludeBenchmarks json <writable directory> [document...]\n".utf8))
                exit(2)
            }
            // Further arguments name the documents to time (for a profile of one shape).
            await JSONDocuments.run(directory: directory, rounds: 5, only: Set(arguments.dropFirst(2)))
            exit(0)
        }
        await BenchmarkRunner.setupBenchmarkRunner(registerBenchmarks: registerBenchmarks)
        RowFailure.exitIfAnyRowFailed()
    }

    static func registerBenchmarks() {
        ClosureFanOut.register()
        ForAwaitDelivery.register()
        CurrentReads.register()
        SendQueueLoad.register()
    }
}
