import Foundation

/// Times `body` over `rounds` rounds and returns the median nanoseconds per operation,
/// where one call of `body` performs `operations` operations.
func medianNanoseconds(rounds: Int, operations: Int, _ body: () async -> Void) async -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let elapsed = await clock.measure { await body() }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(operations))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// One line of the report: a candidate against its baseline, measured in the same run.
struct Comparison {
    let name: String
    let baselineName: String
    let baseline: Double
    let candidate: Double
    let limit: Double

    var ratio: Double { candidate / baseline }

    var line: String {
        let verdict = ratio <= limit ? "ok" : "OVER"
        return String(
            format: "%@ %8.1f ns   %@ %8.1f ns   ratio %5.2f (limit %.2f) %@",
            name.padding(toLength: 44, withPad: " ", startingAt: 0), candidate,
            baselineName.padding(toLength: 30, withPad: " ", startingAt: 0), baseline, ratio, limit, verdict)
    }
}
