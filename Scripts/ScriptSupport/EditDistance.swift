/// How far apart two names are, for "did you mean" and "the nearest are" in error messages.
public enum EditDistance {
    /// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
    /// substitutions of one character that turn one into the other.
    ///
    /// - Parameters:
    ///   - a: One name.
    ///   - b: The other.
    /// - Returns: The distance (0 when equal).
    public static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, characterA) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, characterB) in b.enumerated() {
                current[j + 1] = min(
                    previous[j + 1] + 1, current[j] + 1, previous[j] + (characterA == characterB ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// Up to `limit` of `candidates` nearest to `name` (case ignored), nearest first, ties in
    /// the candidates' order.
    ///
    /// - Parameters:
    ///   - name: What was written.
    ///   - candidates: What exists.
    ///   - limit: How many to return at most.
    /// - Returns: The nearest candidates.
    public static func nearest(to name: String, among candidates: [String], limit: Int = 5) -> [String] {
        let lowered = name.lowercased()
        return candidates.enumerated()
            .map { (offset: $0.offset, name: $0.element, distance: between(lowered, $0.element.lowercased())) }
            .sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            .prefix(limit).map(\.name)
    }
}
