import Foundation
import Synchronization

/// Collects one row's per-iteration values and, when the row is done, prints a line that
/// says whether its median met the goal. package-benchmark shows the figures in its table;
/// this line is what makes a row over its limit stand out (it starts with `OVER`).
public final class GoalLog: Sendable {
    private let row: String
    private let metric: String
    private let limit: Double?
    private let preferSmaller: Bool
    private let values = Mutex<[Double]>([])

    /// A log for `row`'s `metric`, whose median must stay at or below `limit` (at or above it
    /// when `preferSmaller` is false); no limit reports the median only.
    public init(row: String, metric: String, limit: Double?, preferSmaller: Bool = true) {
        self.row = row
        self.metric = metric
        self.limit = limit
        self.preferSmaller = preferSmaller
    }

    /// Records one iteration's value.
    public func record(_ value: Double) {
        values.withLock { $0.append(value) }
    }

    /// The median of the values recorded after the warm-up iteration (the first one).
    public var median: Double? {
        let measured = values.withLock { Array($0.dropFirst()) }.sorted()
        return measured.isEmpty ? nil : measured[measured.count / 2]
    }

    /// Whether the median met the limit; true when there is no limit or no value.
    public var met: Bool {
        guard let limit, let median else { return true }
        return preferSmaller ? median <= limit : median >= limit
    }

    /// Prints `ok`/`OVER`, the row, the metric, the median and the limit to standard error
    /// (package-benchmark's tables go to standard output).
    public func report(againstBaseline baseline: String? = nil) {
        guard let median else { return }
        let verdict = limit == nil ? "info" : (met ? "ok  " : "OVER")
        let against = baseline.map { " against \"\($0)\"" } ?? ""
        let goal = limit.map { String(format: " (limit %.3g)", $0) } ?? ""
        let line = String(format: "%@ %@: %@ median %.3g%@%@\n", verdict, row, metric, median, goal, against)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
