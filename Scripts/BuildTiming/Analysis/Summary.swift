/// A median with the smallest and largest sample, as reported for repeated measurements.
public struct Summary: Sendable, Hashable, Codable {
    /// The median.
    public var median: Double
    /// The smallest sample.
    public var min: Double
    /// The largest sample.
    public var max: Double
    /// How many samples.
    public var count: Int

    /// Summarises `samples`; `nil` when there are none.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        min = sorted[0]
        max = sorted[sorted.count - 1]
        count = sorted.count
    }

    /// Such as `12.3 s (11.9–13.0)`; the range is left out for one sample.
    public func formatted(unit: String = " s", digits: Int = 1) -> String {
        let value = Self.format(median, digits: digits) + unit
        return count > 1 ? "\(value) (\(Self.format(min, digits: digits))–\(Self.format(max, digits: digits)))" : value
    }

    /// `value` with `digits` decimals.
    public static func format(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if digits == 0 {
                text = String(text[..<dot])
            } else if decimals < digits {
                text += String(repeating: "0", count: digits - decimals)
            }
        }
        return text
    }
}
