import Prelude
/// A parsed pattern, before it becomes a program.
indirect enum PatternNode: Sendable {
    /// Matches the empty text.
    case empty
    /// One scalar from a set.
    case scalars(ScalarSet)
    /// Any scalar but a line terminator.
    case any
    /// `^`.
    case start
    /// `$`.
    case end
    /// `\b` (`true`) or `\B` (`false`).
    case wordBoundary(Bool)
    /// Each in turn.
    case sequence([PatternNode])
    /// Any one of them.
    case alternation([PatternNode])
    /// The node `min` to `max` times (`nil`: without an upper bound).
    case repeated(PatternNode, min: Int, max: Int?)
}

extension SchemaPattern {
    /// Reads ECMA-262 pattern syntax into a ``PatternNode`` tree (recursive descent).
    struct Parser {
        let scalars: [Unicode.Scalar]
        let maximumRepeat: Int
        var position = 0
        var depth = 0

        /// The deepest nesting of groups.
        static let maximumDepth = 64

        init(scalars: [Unicode.Scalar], maximumRepeat: Int) {
            self.scalars = scalars
            self.maximumRepeat = maximumRepeat
        }

        /// The whole pattern.
        mutating func parse() throws(Problem) -> PatternNode {
            let node = try alternation()
            if position < scalars.count {
                throw problem("an unmatched \")\"")
            }
            return node
        }

        private func problem(_ what: String) -> Problem {
            Problem(message: "\(what) at character \(position + 1)")
        }

        private var next: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            guard next == scalar else { return false }
            position += 1
            return true
        }

        private mutating func alternation() throws(Problem) -> PatternNode {
            var branches = [try sequence()]
            while take("|") { branches.append(try sequence()) }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence() throws(Problem) -> PatternNode {
            var items: [PatternNode] = []
            while let scalar = next, scalar != "|", scalar != ")" {
                items.append(try quantified())
            }
            return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
        }

        private mutating func quantified() throws(Problem) -> PatternNode {
            if let scalar = next, "*+?".unicodeScalars.contains(scalar) {
                throw problem("nothing to repeat before \"\(scalar)\"")
            }
            let node = try atom()
            guard let bounds = try quantifier() else { return node }
            switch node {
            case .start, .end, .wordBoundary: throw problem("a quantifier after an assertion (^, $, \\b or \\B)")
            default: break
            }
            _ = take("?")  // lazy: the same yes-or-no answer
            if let scalar = next, "*+?".unicodeScalars.contains(scalar) || (next == "{" && lookingAtQuantifier) {
                throw problem("a quantifier after a quantifier")
            }
            return .repeated(node, min: bounds.min, max: bounds.max)
        }

        /// Whether a `{…}` quantifier starts at the position.
        private var lookingAtQuantifier: Bool {
            var copy = self
            return (try? copy.quantifier()) != nil
        }

        /// A quantifier at the position, or `nil`; a `{` that starts none is a literal.
        private mutating func quantifier() throws(Problem) -> (min: Int, max: Int?)? {
            if take("*") { return (0, nil) }
            if take("+") { return (1, nil) }
            if take("?") { return (0, 1) }
            guard next == "{" else { return nil }
            let saved = position
            position += 1
            guard let low = number() else {
                position = saved
                return nil
            }
            var high: Int? = low
            if take(",") { high = number() }
            guard take("}") else {
                position = saved
                return nil
            }
            guard low <= maximumRepeat, (high ?? 0) <= maximumRepeat else {
                throw problem("a count above \(maximumRepeat) in a quantifier")
            }
            if let high, high < low {
                throw problem("a quantifier {\(low),\(high)} whose maximum is below its minimum")
            }
            return (low, high)
        }

        private mutating func number() -> Int? {
            var value: Int?
            while let digit = next.flatMap(digitValue) {
                value = min((value ?? 0) * 10 + digit, Int(Int32.max))
                position += 1
            }
            return value
        }

        private func digitValue(_ scalar: Unicode.Scalar) -> Int? {
            ("0"..."9").contains(scalar) ? Int(scalar.value - 48) : nil
        }

        private mutating func atom() throws(Problem) -> PatternNode {
            guard let scalar = next else { throw problem("a missing atom") }
            position += 1
            switch scalar {
            case ".": return .any
            case "^": return .start
            case "$": return .end
            case "(": return try group()
            case "[": return .scalars(try characterClass())
            case "\\": return try escape()
            case ")": throw problem("an unmatched \")\"")
            default: return .scalars(.single(scalar.value))
            }
        }

        private mutating func group() throws(Problem) -> PatternNode {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumDepth else { throw problem("groups nested deeper than \(Self.maximumDepth)") }
            if take("?") {
                if take(":") {
                    // a non-capturing group
                } else if take("<") {
                    if next == "=" || next == "!" { throw problem("a look-behind, which is not supported") }
                    while let scalar = next, scalar != ">" { position += 1 }
                    guard take(">") else { throw problem("a group name without its closing \">\"") }
                } else if next == "=" || next == "!" {
                    throw problem("a look-ahead, which is not supported")
                } else {
                    throw problem("an unknown group \"(?\"")
                }
            }
            let inner = try alternation()
            guard take(")") else { throw problem("a group without its closing \")\"") }
            return inner
        }

        private mutating func escape() throws(Problem) -> PatternNode {
            guard let scalar = next else { throw problem("a pattern ending in a lone backslash") }
            switch scalar {
            case "b":
                position += 1
                return .wordBoundary(true)
            case "B":
                position += 1
                return .wordBoundary(false)
            case "1"..."9":
                throw problem("a back-reference, which is not supported")
            case "k":
                throw problem("a named back-reference, which is not supported")
            default:
                return .scalars(try classEscape())
            }
        }

        /// The set an escape after `\` stands for, inside or outside a class.
        private mutating func classEscape() throws(Problem) -> ScalarSet {
            guard let scalar = next else { throw problem("a pattern ending in a lone backslash") }
            position += 1
            switch scalar {
            case "d": return ScalarSet(ranges: Self.digits)
            case "D": return ScalarSet(ranges: Self.digits, negated: true)
            case "w": return ScalarSet(ranges: Self.wordScalars)
            case "W": return ScalarSet(ranges: Self.wordScalars, negated: true)
            case "s": return ScalarSet(ranges: PayloadText.spaces)
            case "S": return ScalarSet(ranges: PayloadText.spaces, negated: true)
            case "p", "P": return try property(negated: scalar == "P")
            case "t": return .single(0x09)
            case "n": return .single(0x0A)
            case "v": return .single(0x0B)
            case "f": return .single(0x0C)
            case "r": return .single(0x0D)
            case "0": return .single(0)
            case "x": return .single(try hex(count: 2))
            case "u":
                if take("{") {
                    var value: UInt32 = 0
                    var digits = 0
                    while let digit = next.flatMap(Self.hexValue) {
                        value = value &* 16 &+ digit
                        digits += 1
                        position += 1
                        guard digits <= 6 else { break }
                    }
                    guard digits > 0, take("}"), Unicode.Scalar(value) != nil else {
                        throw problem("a \\u{…} escape that is not a Unicode scalar")
                    }
                    return .single(value)
                }
                return .single(try hex(count: 4))
            case "c":
                guard let letter = next, ("a"..."z").contains(letter) || ("A"..."Z").contains(letter) else {
                    throw problem("a \\c escape without a letter")
                }
                position += 1
                return .single(letter.value % 32)
            default:
                guard scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else {
                    throw problem("an unknown escape \"\\\(scalar)\"")
                }
                return .single(scalar.value)
            }
        }

        private mutating func hex(count: Int) throws(Problem) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let digit = next.flatMap(Self.hexValue) else {
                    throw problem("an escape that needs \(count) hexadecimal digits")
                }
                value = value * 16 + digit
                position += 1
            }
            return value
        }

        private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
            switch scalar {
            case "0"..."9": scalar.value - 48
            case "a"..."f": scalar.value - 87
            case "A"..."F": scalar.value - 55
            default: nil
            }
        }

        private mutating func property(negated: Bool) throws(Problem) -> ScalarSet {
            guard take("{") else { throw problem("a \\p without {…}") }
            var name = ""
            while let scalar = next, scalar != "}" {
                name.unicodeScalars.append(scalar)
                position += 1
            }
            guard take("}") else { throw problem("a \\p{ without its closing }") }
            let key = name.hasPrefix("General_Category=") ? String(name.dropFirst(17)) : name
            guard let categories = Self.generalCategories[key] else {
                throw problem(
                    "an unsupported property \\p{\(name.prefix(40))}; use a general category such as "
                        + Self.shortCategoryNames.keys.sorted().joined(separator: ", "))
            }
            return ScalarSet(categories: [(categories, negated)])
        }

        private mutating func characterClass() throws(Problem) -> ScalarSet {
            var set = ScalarSet()
            set.negated = take("^")
            while next != nil && next != "]" {
                let low = try classAtom()
                guard next == "-", position + 1 < scalars.count, scalars[position + 1] != "]" else {
                    merge(low, into: &set)
                    continue
                }
                position += 1
                let high = try classAtom()
                guard let from = low.single, let to = high.single else {
                    throw problem("a range in a class whose end is a class such as \\d")
                }
                guard from <= to else { throw problem("a range in a class whose start is above its end") }
                set.ranges.append(from...to)
            }
            guard take("]") else { throw problem("a class without its closing \"]\"") }
            return set
        }

        /// One item of a class: a scalar or an escape.
        private mutating func classAtom() throws(Problem) -> ScalarSet {
            guard let scalar = next else { throw problem("a class without its closing \"]\"") }
            position += 1
            guard scalar == "\\" else { return .single(scalar.value) }
            if take("b") { return .single(0x08) }
            return try classEscape()
        }

        /// Adds `item` (perhaps a negated escape such as `\D`) to `set`.
        private func merge(_ item: ScalarSet, into set: inout ScalarSet) {
            if item.negated {
                set.ranges += Self.complement(of: item.ranges)
            } else {
                set.ranges += item.ranges
            }
            set.categories += item.categories
        }

        /// Every scalar value not in `ranges`.
        static func complement(of ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
            var result: [ClosedRange<UInt32>] = []
            var start: UInt32 = 0
            for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if range.lowerBound > start { result.append(start...(range.lowerBound - 1)) }
                start = max(start, range.upperBound &+ 1)
            }
            if start <= 0x10FFFF { result.append(start...0x10FFFF) }
            return result
        }

        static let digits: [ClosedRange<UInt32>] = [48...57]
        static let wordScalars: [ClosedRange<UInt32>] = [48...57, 65...90, 95...95, 97...122]

        /// The general categories `\p{…}` knows, by their short names.
        static let generalCategories: [String: Set<Unicode.GeneralCategory>] = shortCategoryNames.merging(
            longCategoryNames
        ) { short, _ in short }

        /// The general categories by their short names (`\p{L}`).
        private static let shortCategoryNames: [String: Set<Unicode.GeneralCategory>] = [
            "L": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter],
            "Lu": [.uppercaseLetter], "Ll": [.lowercaseLetter], "Lt": [.titlecaseLetter],
            "Lm": [.modifierLetter], "Lo": [.otherLetter],
            "M": [.nonspacingMark, .spacingMark, .enclosingMark], "Mn": [.nonspacingMark],
            "N": [.decimalNumber, .letterNumber, .otherNumber], "Nd": [.decimalNumber],
            "Nl": [.letterNumber], "No": [.otherNumber],
            "P": [
                .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation,
            ],
            "S": [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol], "Sc": [.currencySymbol],
            "Sm": [.mathSymbol],
            "Z": [.spaceSeparator, .lineSeparator, .paragraphSeparator], "Zs": [.spaceSeparator],
            "C": [.control, .format, .surrogate, .privateUse, .unassigned], "Cc": [.control], "Cf": [.format],
        ]

        /// The long names of the general categories (`\p{Letter}`), as ECMA-262 accepts them.
        private static var longCategoryNames: [String: Set<Unicode.GeneralCategory>] {
            let aliases = [
                "Letter": "L", "Uppercase_Letter": "Lu", "Lowercase_Letter": "Ll", "Titlecase_Letter": "Lt",
                "Modifier_Letter": "Lm", "Other_Letter": "Lo", "Mark": "M", "Nonspacing_Mark": "Mn", "Number": "N",
                "Decimal_Number": "Nd", "digit": "Nd", "Letter_Number": "Nl", "Other_Number": "No",
                "Punctuation": "P", "punct": "P", "Symbol": "S", "Currency_Symbol": "Sc", "Math_Symbol": "Sm",
                "Separator": "Z", "Space_Separator": "Zs", "Other": "C", "Control": "Cc", "cntrl": "Cc", "Format": "Cf",
            ]
            return aliases.compactMapValues { shortCategoryNames[$0] }
        }
    }
}

extension ScalarSet {
    /// The one scalar value of a set made by ``single(_:)``, else `nil`.
    var single: UInt32? {
        guard !negated, categories.isEmpty, ranges.count == 1, let range = ranges.first,
            range.lowerBound == range.upperBound
        else { return nil }
        return range.lowerBound
    }
}
