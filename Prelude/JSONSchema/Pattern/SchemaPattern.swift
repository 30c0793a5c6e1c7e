import Prelude
/// A JSON Schema `pattern`: an ECMA-262 regular expression compiled to a program that is
/// matched in time linear in the text (a Pike virtual machine over Unicode scalars), so a
/// hostile pattern such as `(a+)+$` cannot make a check run for ever.
///
/// Supported: literals and escapes (`\t \n \r \f \v \0 \xHH \uHHHH \u{H…}`, escaped
/// punctuation), `.`, classes (`[a-z]`, `[^…]`), `\d \D \w \W \s \S`, `\p{…} \P{…}` for the
/// general categories (`L`, `Lu`, `Ll`, `N`, `Nd`, `P`, `S`, `Z`…), `^ $ \b \B`, groups
/// (`( )`, `(?: )`, `(?<name> )`), alternation and the quantifiers `* + ? {n} {n,} {n,m}`
/// (greedy or lazy, which a yes-or-no match does not tell apart). Not supported, and refused
/// when the schema is compiled: back-references and look-arounds, which no linear-time
/// matcher can offer.
///
/// A pattern is not anchored: it matches when it matches anywhere in the text, as JSON
/// Schema says; write `^…$` to match the whole text.
struct SchemaPattern: Sendable {
    /// The pattern as written.
    let source: String
    /// The compiled program; the last instruction is ``Instruction/match``.
    let program: [Instruction]

    /// One step of the program.
    enum Instruction: Sendable {
        /// Consumes a scalar in the set.
        case scalars(ScalarSet)
        /// Consumes any scalar but a line terminator (`.`).
        case any
        /// Continues at both targets.
        case split(Int, Int)
        /// Continues at the target.
        case jump(Int)
        /// Holds only at the start of the text (`^`).
        case start
        /// Holds only at the end of the text (`$`).
        case end
        /// Holds at a word boundary (`\b`), or, when `false`, anywhere else (`\B`).
        case wordBoundary(Bool)
        /// The pattern matched.
        case match
    }

    /// Why a pattern cannot be compiled, in words.
    struct Problem: Error, Sendable {
        let message: String
    }

    /// Compiles `source`, refusing a program of more than `maximumSize` instructions.
    ///
    /// - Throws: ``Problem`` saying what is wrong and where (the scalar offset).
    init(_ source: String, maximumSize: Int) throws(Problem) {
        var parser = Parser(scalars: Array(source.unicodeScalars), maximumRepeat: Self.maximumRepeat)
        let tree = try parser.parse()
        var builder = ProgramBuilder(maximumSize: maximumSize)
        try builder.emit(tree)
        try builder.append(.match)
        self.source = source
        program = builder.program
    }

    /// The largest count a quantifier may give (`a{1000}`).
    static let maximumRepeat = 1_000
}

/// A set of Unicode scalars: ranges and general categories, perhaps negated.
struct ScalarSet: Sendable {
    /// Scalars by value.
    var ranges: [ClosedRange<UInt32>] = []
    /// Scalars by general category (`\p{L}`), each with whether it is negated (`\P{L}`).
    var categories: [(categories: Set<Unicode.GeneralCategory>, negated: Bool)] = []
    /// Whether the set holds every scalar the items do not.
    var negated = false

    /// Whether `scalar` is in the set.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        var found = ranges.contains { $0.contains(value) }
        if !found {
            found = categories.contains { item in
                item.categories.contains(scalar.properties.generalCategory) != item.negated
            }
        }
        return found != negated
    }

    /// A set of one scalar.
    static func single(_ value: UInt32) -> ScalarSet {
        ScalarSet(ranges: [value...value])
    }
}
