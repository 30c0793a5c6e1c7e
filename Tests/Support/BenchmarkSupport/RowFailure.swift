public import Benchmark
import Foundation
import Synchronization

/// A row that found a bug (a lost delivery, a send that threw) rather than a slow run.
///
/// package-benchmark reports a row's `error` but still exits 0 from a plain run; a benchmark
/// executable's `main` calls ``exitIfAnyRowFailed()`` after the runner returns, so the
/// process exits 1 and the plugin's run fails after printing every other row.
public enum RowFailure {
    private static let failures = Mutex(0)

    /// Fails `benchmark`'s row with `description` and marks the process as failed.
    public static func fail(_ benchmark: Benchmark, _ description: String) {
        failures.withLock { $0 += 1 }
        benchmark.error(description)
    }

    /// Exits with status 1 when a row failed in this process; returns otherwise.
    public static func exitIfAnyRowFailed() {
        if failures.withLock({ $0 }) > 0 { exit(1) }
    }
}
