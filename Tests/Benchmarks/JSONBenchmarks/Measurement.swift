import Foundation

/// Times `body` over `rounds` rounds and returns the nanoseconds per operation of the
/// fastest round, where one call of `body` performs `operations` operations. The fastest,
/// as Python's `timeit` advises for its own figures: other processes only ever add time,
/// so the fastest round is the one they disturbed least (json_vs_python.py does the same).
func fastestNanoseconds(rounds: Int, operations: Int, _ body: () async -> Void) async -> Double {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<rounds {
        let elapsed = await clock.measure { await body() }
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        samples.append(nanoseconds / Double(operations))
    }
    return samples.min() ?? .nan
}
