/// The rules for text in a payload that a message contract and the Swift code behind it must
/// apply alike: how long a text is and when it is blank.
///
/// A contract's `minLength` and `maxLength` count Unicode scalars (code points), as JSON
/// Schema says; so does ``length(of:)``, so a plugin's own bound and its contract's never
/// disagree about a text such as `"e\u{301}"` (one character on screen, two scalars). A
/// contract says "not blank" with the pattern ``nonBlankPattern`` (`\S`: a scalar that is not
/// white space), and ``isBlank(_:)`` answers for exactly the scalars that pattern's `\s`
/// matches in the `JSONSchema` module (ECMA-262's white space and line terminators).
///
/// ```swift
/// PayloadText.isBlank(" \u{3000}\n")    // true
/// PayloadText.isBlank("\u{301}")       // false: a combining accent is not white space
/// PayloadText.length(of: "e\u{301}")   // 2
/// ```
public enum PayloadText {
    /// The pattern a contract gives a text that must not be blank: `\S`, a scalar that is
    /// not white space, anywhere in the text.
    public static let nonBlankPattern = #"\S"#

    /// The scalars a pattern's `\s` matches: ECMA-262's white space (tab, vertical tab, form
    /// feed, U+FEFF and every space separator) and line terminators (line feed, carriage
    /// return, U+2028, U+2029).
    package static let spaces: [ClosedRange<UInt32>] = [
        0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029,
        0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ]

    /// Whether `scalar` is white space as a contract's pattern sees it (`\s`).
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        spaces.contains { $0.contains(scalar.value) }
    }

    /// Whether `text` is empty or white space only, so that ``nonBlankPattern`` refuses it.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSpace)
    }

    /// `text` without the white space (``isSpace(_:)``) at its start and end.
    public static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// How long `text` is as a contract's `minLength` and `maxLength` count it: in Unicode
    /// scalars.
    public static func length(of text: String) -> Int {
        text.unicodeScalars.count
    }
}
