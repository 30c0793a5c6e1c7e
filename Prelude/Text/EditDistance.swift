/// How far apart two names are, and which known name a misspelt one was probably meant to be:
/// the "did you mean" and "the nearest are" of every error message in the package.
///
/// ```swift
/// EditDistance.between("comands", "commands")                       // 1
/// EditDistance.suggestion(for: "requried", among: ["type", "required"])  // "required"
/// EditDistance.suggestion(for: "colour", among: ["type", "required"])    // nil
/// ```
///
/// One rule says when a name is close enough to suggest (``allowedEdits(forLength:)``), so the
/// same typo gets the same advice from a JSON Schema, a policy file and a tool's rules file.
public enum EditDistance {
    /// The most edits ``suggestion(for:among:)`` allows, whatever the name's length.
    public static let maximumAllowedEdits = 3

    /// The Levenshtein distance between `a` and `b`: the fewest insertions, deletions and
    /// substitutions of one character that turn one into the other. Characters are compared
    /// as Swift compares them (grapheme clusters), case included.
    ///
    /// The work is the product of the two lengths: meant for names, not documents.
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

    /// How many edits away a known name may be from a name of `length` characters and still
    /// be suggested: one edit for every three characters, rounded up, and at most
    /// ``maximumAllowedEdits``. So a name of up to three characters may be one edit off, four
    /// to six two (a swapped pair of letters is two edits), and a longer one three.
    ///
    /// - Parameter length: The length of the name as written, in characters.
    /// - Returns: The largest distance that is still a likely typo.
    public static func allowedEdits(forLength length: Int) -> Int {
        min(maximumAllowedEdits, max(1, (length + 2) / 3))
    }

    /// The candidate `name` was probably meant to be: the nearest by ``between(_:_:)`` with
    /// case ignored, when it is within ``allowedEdits(forLength:)`` of `name`; the first in
    /// `candidates`' order among equally near ones.
    ///
    /// The work is bounded by the candidates' lengths, whatever the length of `name`: a
    /// candidate whose length differs by more than the allowed edits is not compared.
    ///
    /// - Parameters:
    ///   - name: What was written.
    ///   - candidates: What exists.
    /// - Returns: The suggestion, or `nil` when no candidate is close enough.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let length = name.count
        let allowed = allowedEdits(forLength: length)
        var lowered: String?
        var best: (name: String, distance: Int)?
        for candidate in candidates where abs(candidate.count - length) <= allowed {
            let written = lowered ?? name.lowercased()
            lowered = written
            let distance = between(written, candidate.lowercased())
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Up to `limit` of `candidates` nearest to `name` (case ignored), nearest first, ties in
    /// the candidates' order; however far they are, for "the nearest are" lists.
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
