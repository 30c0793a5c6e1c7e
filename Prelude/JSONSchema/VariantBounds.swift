import Prelude
/// The edge texts and numbers ``JSONSchema/variants(near:limit:)`` tries, from the bounds a
/// schema document gives anywhere in it.
struct VariantBounds {
    /// Texts at the edges of the text rules and of every length bound.
    let texts: [JSON]
    /// Numbers at and around every numeric bound, and beyond 64-bit integers.
    let numbers: [JSON]

    /// The longest length bound tried; longer ones would make large probes for little gain.
    static let maximumLength = 10_000

    /// Texts every schema is tried with: empty, white space of several kinds (ECMA-262's and
    /// Unicode's differ at U+0085 and U+FEFF), an accent alone and after a space, and a
    /// bidirectional override.
    static let fixedTexts: [String] = [
        "", " ", "\t\u{3000}\n", "\u{301}", " \u{301}", "\u{FEFF}", "\u{85}", "\u{202E}x",
    ]

    /// Numbers every schema is tried with: zero, one below, a fraction, a whole number written
    /// as a fraction, and numbers beyond 64-bit (and 53-bit) integers.
    static let fixedNumbers: [JSON] = [
        .int(0), .int(-1), .double(0.5), .double(2.0), .int(9_007_199_254_740_992), .int(Int.max),
        .double(9_223_372_036_854_775_808.0), .double(1e20), .double(-1e20), .double(1e308),
    ]

    init(_ document: JSON) {
        var lengths: Set<Int> = []
        var limits: Set<Double> = []
        Self.collect(document, depth: 0, lengths: &lengths, limits: &limits)
        var texts = Self.fixedTexts.map(JSON.string)
        for bound in lengths.sorted() where bound <= Self.maximumLength {
            for length in [bound - 1, bound, bound + 1] where length >= 0 {
                texts.append(.string(String(repeating: "a", count: length)))
                // As many scalars, half as many characters on screen.
                texts.append(.string(String(repeating: "e\u{301}", count: length / 2) + (length % 2 == 1 ? "e" : "")))
            }
        }
        var numbers = Self.fixedNumbers
        for bound in limits.sorted() {
            for number in [bound - 1, bound, bound + 1] {
                numbers.append(Int(exactly: number).map(JSON.int) ?? .double(number))
            }
        }
        var seen: Set<JSON> = []
        self.texts = texts.filter { seen.insert($0).inserted }
        self.numbers = numbers.filter { seen.insert($0).inserted }
    }

    /// The bounds in `value`, a schema document or part of one, down to 64 levels.
    private static func collect(_ value: JSON, depth: Int, lengths: inout Set<Int>, limits: inout Set<Double>) {
        guard depth < 64 else { return }
        switch value {
        case .object(let members):
            for (key, member) in members {
                switch key {
                case "minLength", "maxLength": if let length = member.intValue { lengths.insert(length) }
                case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                    if let limit = member.doubleValue, limit.isFinite { limits.insert(limit) }
                default: collect(member, depth: depth + 1, lengths: &lengths, limits: &limits)
                }
            }
        case .array(let elements):
            for element in elements { collect(element, depth: depth + 1, lengths: &lengths, limits: &limits) }
        default: break
        }
    }
}
