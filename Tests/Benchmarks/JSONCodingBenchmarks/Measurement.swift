import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One way of doing an operation, timed in batches.
struct Side {
    /// How the row names it.
    let name: String
    /// One operation; returns a number that depends on its result, so that the optimiser
    /// cannot drop the work.
    let operation: () throws -> Int
}

/// Nanoseconds per operation of running `side` `operations` times, in the CPU time of this
/// thread: time the thread spends waiting for a core, which other processes' load adds to
/// a clock's time unevenly, is left out.
func nanoseconds(of side: Side, operations: Int) throws -> Double {
    var sink = 0
    let start = threadCPUNanoseconds()
    for _ in 0..<operations { sink &+= try side.operation() }
    let elapsed = threadCPUNanoseconds() - start
    if sink == Int.min { print("unexpected sink \(sink)") }
    return Double(elapsed) / Double(operations)
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

/// The times of several sides of one operation over `rounds` rounds: in every round each
/// side runs one batch, in an order that turns with the round, so that machine noise hits
/// them alike; a ratio is taken within each round.
struct Rounds {
    /// Per side, its nanoseconds per operation in each round.
    let times: [[Double]]

    /// Runs `sides` for `rounds` rounds of batches that take about `batch` for the slowest
    /// side (measured once first).
    init(_ sides: [Side], rounds: Int, batch: Duration) throws {
        for side in sides { _ = try nanoseconds(of: side, operations: 10) }
        let slowest = try sides.map { try nanoseconds(of: $0, operations: 50) }.max() ?? 1
        let batchNanoseconds = Double(batch.components.seconds) * 1e9 + Double(batch.components.attoseconds) / 1e9
        let operations = max(1, Int(batchNanoseconds / slowest))
        var times = Array(repeating: [Double](), count: sides.count)
        for round in 0..<rounds {
            for step in 0..<sides.count {
                let index = (round + step) % sides.count
                times[index].append(try nanoseconds(of: sides[index], operations: operations))
            }
        }
        self.times = times
    }

    /// The median of side `index`'s times.
    func median(_ index: Int) -> Double { Self.median(times[index]) }

    /// Side `index`'s time over side `baseline`'s, in each round.
    func ratios(_ index: Int, over baseline: Int) -> [Double] {
        zip(times[index], times[baseline]).map { $0 / $1 }
    }

    /// The middle value of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// A ratio's cell: its median and its spread over the rounds, with the verdict against
/// `goal` when there is one (the median must be at most the goal).
func cell(_ ratios: [Double], goal: Double?) -> (text: String, met: Bool) {
    let median = Rounds.median(ratios)
    let spread = "\(format(median))x (\(format(ratios.min() ?? .nan))-\(format(ratios.max() ?? .nan)))"
    guard let goal else { return (spread + " info", true) }
    let met = median <= goal
    return (spread + " \(met ? "ok" : "OVER") <= \(format(goal))x", met)
}

/// `value` with two digits after the point.
func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}

/// A time per operation in microseconds.
func microseconds(_ nanoseconds: Double) -> String {
    String(format: "%.2f us", nanoseconds / 1000)
}

/// `text` padded with spaces on the right to `width` characters.
func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
