import ScriptSupport

/// "Did you mean ...?" for a misspelt name.
enum Suggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), when it is close
    /// enough to be a likely typo: at most a third of the name's length, and at least 2.
    static func nearest(to name: String, among candidates: [String]) -> String? {
        let limit = max(2, name.count / 3)
        let scored = candidates.map { ($0, EditDistance.between(name.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit else { return nil }
        return best.0
    }
}
