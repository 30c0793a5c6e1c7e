import Foundation
import Synchronization

/// Collects one row's per-iteration values and, when the row is done, prints a line that
/// says whether its median met the goal (or, for a row judged on every round, whether every
/// round did), with the lowest and highest round beside it. package-benchmark shows the
/// figures in its table; this line is what makes a row over its limit stand out (it starts
/// with `OVER`).
public final class GoalLog: Sendable {
    private let row: String
    private let metric: String
    private let limit: Double?
    private let preferSmaller: Bool
    private let everyRound: Bool
    private let values = Mutex<[Double]>([])

    /// A log for `row`'s `metric`, whose median must stay at or below `limit` (at or above it
    /// when `preferSmaller` is false); no limit reports the median only.
    /// - Parameter everyRound: Judge every measured round, not the median: one round past the
    ///   limit makes the row `OVER` (for a figure that is bad on some runs only, a convoy say).
    public init(row: String, metric: String, limit: Double?, preferSmaller: Bool = true, everyRound: Bool = false) {
        self.row = row
        self.metric = metric
        self.limit = limit
        self.preferSmaller = preferSmaller
        self.everyRound = everyRound
    }

    /// Records one iteration's value.
    public func record(_ value: Double) {
        values.withLock { $0.append(value) }
    }

    /// The values recorded after the warm-up iteration (the first one), in ascending order.
    private var measured: [Double] { values.withLock { Array($0.dropFirst()) }.sorted() }

    /// The median of the values recorded after the warm-up iteration (the first one).
    public var median: Double? {
        let measured = self.measured
        return measured.isEmpty ? nil : measured[measured.count / 2]
    }

    /// The round furthest from the goal's side: the highest when smaller is better, else
    /// the lowest.
    private var worst: Double? { preferSmaller ? measured.last : measured.first }

    /// Whether the median (every round, for a log judged on every round) met the limit;
    /// true when there is no limit or no value.
    public var met: Bool {
        guard let limit, let judged = everyRound ? worst : median else { return true }
        return preferSmaller ? judged <= limit : judged >= limit
    }

    /// Prints `ok`/`OVER`, the row, the metric, the median and the limit to standard error
    /// (package-benchmark's tables go to standard output).
    public func report(againstBaseline baseline: String? = nil) {
        let measured = self.measured
        guard let median, let lowest = measured.first, let highest = measured.last else { return }
        let verdict = limit == nil ? "info" : (met ? "ok  " : "OVER")
        let against = baseline.map { " against \"\($0)\"" } ?? ""
        let judged = everyRound ? ", every round" : ""
        let goal = limit.map { String(format: " (limit %.3g%@)", $0, judged) } ?? ""
        let spread = String(format: " [min %.3g, max %.3g, %d rounds]", lowest, highest, measured.count)
        let line = String(
            format: "%@ %@: %@ median %.3g%@%@%@\n", verdict, row, metric, median, spread, goal, against)
        FileHandle.standardError.write(Data(line.utf8))
    }
}
