/// Issue 16's bound on single-producer `EventSource.send` to closure subscribers: within
/// 10% of the code before its delivery guarantees (commit 2e01163), as a ratio to the
/// locked array of closures measured in the same run (the baseline is the same code in
/// both, so the ratio carries over between runs and machines better than nanoseconds).
enum SendLimits {
    /// The old code's ratio to the locked array, by subscriber count: the median of eight
    /// runs of `swift run -c release PreludeBenchmarks closures` built from 2e01163,
    /// alternated with runs of the new code on the 2-core development machine
    /// (1 subscriber 0.95-1.19, 10 subscribers 0.34-0.38).
    static let oldRatios: [Int: Double] = [1: 1.04, 10: 0.37]

    /// The limit for a send to `subscribers` closure subscribers: the old ratio plus 10%,
    /// or issue 16's general 1.5 where no old figure was measured.
    static func closureSend(subscribers: Int) -> Double {
        oldRatios[subscribers].map { $0 * 1.1 } ?? 1.5
    }
}
