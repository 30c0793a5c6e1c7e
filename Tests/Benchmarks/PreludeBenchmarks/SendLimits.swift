/// The bound on single-producer `EventSource.send` to closure subscribers: within
/// 10% of the send path without delivery guarantees (commit 2e01163), as a ratio to the
/// locked array of closures measured in the same run (the baseline is the same code in
/// both, so the ratio carries over between runs and machines better than nanoseconds).
enum SendLimits {
    /// 2e01163's ratio to the locked array, by subscriber count: the median of eight
    /// runs of `swift run -c release PreludeBenchmarks closures` built from 2e01163,
    /// alternated with runs of the send path with delivery guarantees on the 2-core machine
    /// on 2026-11-23 (1 subscriber 0.95-1.19, 10 subscribers 0.34-0.38).
    static let oldRatios: [Int: Double] = [1: 1.04, 10: 0.37]

    /// The limit for a send to `subscribers` closure subscribers: 2e01163's ratio plus 10%,
    /// or a general 1.5 where 2e01163 was not measured.
    static func closureSend(subscribers: Int) -> Double {
        oldRatios[subscribers].map { $0 * 1.1 } ?? 1.5
    }
}
