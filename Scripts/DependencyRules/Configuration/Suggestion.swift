/// "Did you mean ...?" for a misspelt name.
enum Suggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), when it is close
    /// enough to be a likely typo: at most a third of the name's length, and at least 2.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, distance(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }

    /// The Levenshtein distance between `a` and `b`.
    static func distance(_ a: String, _ b: String) -> Int {
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
}
