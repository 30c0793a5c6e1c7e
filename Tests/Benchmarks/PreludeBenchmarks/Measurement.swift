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
