/// Where a timing run is: which build, n of m, the time so far and an estimate of the time
/// left (the mean duration of the builds so far times the builds left).
public struct BuildProgress: Sendable, Hashable {
    /// The 1-based number of the build starting now.
    public var index: Int
    /// How many builds the run will make (grows by one when a build is run again for load).
    public var total: Int
    /// What is being built, such as "clean build: whole, -j 1".
    public var label: String
    /// Seconds since the first build started.
    public var elapsed: Double
    /// Seconds the remaining builds will take at the mean pace so far; `nil` before the
    /// first build has finished.
    public var estimateLeft: Double?

    /// Makes a progress value.
    public init(index: Int, total: Int, label: String, elapsed: Double, estimateLeft: Double?) {
        self.index = index
        self.total = total
        self.label = label
        self.elapsed = elapsed
        self.estimateLeft = estimateLeft
    }

    /// The progress as one line, such as
    /// `[3/14] clean build: Maps alone; 1 min 02 s so far, about 3 min 10 s left`.
    public var line: String {
        let left = estimateLeft.map { ", about \(Self.duration($0)) left" } ?? ""
        return "[\(index)/\(total)] \(label); \(Self.duration(elapsed)) so far\(left)"
    }

    /// `42 s` or `3 min 07 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        guard whole >= 60 else { return "\(whole) s" }
        let remainder = whole % 60
        return "\(whole / 60) min \(remainder < 10 ? "0" : "")\(remainder) s"
    }
}

/// Counts the builds of a run and turns each start into a ``BuildProgress``.
final class BuildCounter {
    private let clock = ContinuousClock()
    private var started: ContinuousClock.Instant?
    private var finished = 0
    private(set) var total: Int
    private var index = 0
    private let report: (BuildProgress) -> Void

    init(total: Int, report: @escaping (BuildProgress) -> Void) {
        self.total = total
        self.report = report
    }

    /// A build labelled `label` starts.
    func start(_ label: String) {
        let now = clock.now
        if started == nil { started = now }
        index += 1
        total = max(total, index)
        let elapsed = started.map { Self.seconds($0.duration(to: now)) } ?? 0
        let estimate = finished > 0 ? elapsed / Double(finished) * Double(total - index + 1) : nil
        report(BuildProgress(index: index, total: total, label: label, elapsed: elapsed, estimateLeft: estimate))
    }

    /// The build that started last is done.
    func finish() {
        finished += 1
    }

    /// One more build than planned (a build is run again for foreign load).
    func addBuild() {
        total += 1
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
