import Prelude
import Testing

/// Strings with escapes are decoded in one pass while they are scanned, on the stack when
/// they are short, into a buffer as long as their text when they are not: whatever the
/// escapes, their offsets and the string's length (across the stack buffer's 256 bytes),
/// the result is what a plain reading of the text gives, and what is wrong is reported
/// where it is, with the same message.
@Suite("JSON parsing: strings with escapes decoded in one pass")
struct JSONEscapedStringDecodingTests {
    /// A piece of a string's text and what it reads as.
    struct Piece {
        let written: String
        let reads: String
    }

    /// Every kind of escape, raw ASCII and raw non-ASCII of every UTF-8 length.
    static let pieces: [Piece] = [
        Piece(written: #"\""#, reads: "\""), Piece(written: #"\\"#, reads: "\\"), Piece(written: #"\/"#, reads: "/"),
        Piece(written: #"\b"#, reads: "\u{8}"), Piece(written: #"\f"#, reads: "\u{C}"),
        Piece(written: #"\n"#, reads: "\n"), Piece(written: #"\r"#, reads: "\r"), Piece(written: #"\t"#, reads: "\t"),
        Piece(written: #"\u0000"#, reads: "\u{0}"), Piece(written: #"\u001F"#, reads: "\u{1F}"),
        Piece(written: #"\u007f"#, reads: "\u{7F}"), Piece(written: #"\u00e9"#, reads: "\u{E9}"),
        Piece(written: #"\u07FF"#, reads: "\u{7FF}"), Piece(written: #"\u0800"#, reads: "\u{800}"),
        Piece(written: #"\u6771"#, reads: "\u{6771}"), Piece(written: #"\uFFFF"#, reads: "\u{FFFF}"),
        Piece(written: #"\ud83d\ude00"#, reads: "\u{1F600}"), Piece(written: #"\uD800\uDC00"#, reads: "\u{10000}"),
        Piece(written: #"\uDBFF\uDFFF"#, reads: "\u{10FFFF}"), Piece(written: "a", reads: "a"),
        Piece(written: "plain text ", reads: "plain text "), Piece(written: "\u{E9}", reads: "\u{E9}"),
        Piece(written: "\u{6771}", reads: "\u{6771}"), Piece(written: "\u{1F600}", reads: "\u{1F600}"),
    ]

    /// A small seeded generator (SplitMix64), so every run tests the same strings.
    struct Generator {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
        }
    }

    /// Parses `written` (between quotes) as a string, as a key and inside an array, from a
    /// `String` and from bytes, and says whether every reading is `reads`.
    static func readsEverywhere(_ written: String, as reads: String) throws -> Bool {
        let texts = ["\"" + written + "\"", "{\"" + written + "\":1}", "[\"" + written + "\",\"" + written + "\"]"]
        let values: [JSON] = [.string(reads), [reads: 1], [.string(reads), .string(reads)]]
        for (text, value) in zip(texts, values) {
            guard try JSON(parsing: text) == value, try JSON(parsing: Array(text.utf8)) == value else { return false }
        }
        return true
    }

    @Test("seeded random strings of every piece read as a plain reading of the pieces reads them")
    func randomStringsMatchTheReference() throws {
        var generator = Generator(state: 23)
        for round in 0..<600 {
            // Up to about 900 bytes, across the stack buffer's 256.
            let count = generator.next(below: round.isMultiple(of: 3) ? 120 : 30)
            var written = ""
            var reads = ""
            for _ in 0..<count {
                let piece = Self.pieces[generator.next(below: Self.pieces.count)]
                written += piece.written
                reads += piece.reads
            }
            #expect(try Self.readsEverywhere(written, as: reads), "round \(round): \(written)")
        }
    }

    @Test("every escape at every offset around the stack buffer's size, and last in the string")
    func escapesAcrossTheBufferSize() throws {
        for length in Array(0..<20) + Array(228..<270) + Array(500..<516) {
            let before = String(repeating: "x", count: length)
            for piece in Self.pieces.prefix(19) {
                #expect(
                    try Self.readsEverywhere(before + piece.written, as: before + piece.reads),
                    "\(length) bytes, then \(piece.written)")
                #expect(
                    try Self.readsEverywhere(
                        #"\n"# + before + piece.written + "y", as: "\n" + before + piece.reads + "y"),
                    "an escape, \(length) bytes, then \(piece.written)")
            }
        }
    }

    /// A string's text with something wrong at `offset` bytes after an escape, and where
    /// and how the error is reported.
    struct Wrong {
        let text: [UInt8]
        let column: Int
        let message: String
    }

    /// Every kind of mistake inside a string with escapes, after `before` plain bytes
    /// (the text is one line, so the column is the byte offset plus one).
    static func mistakes(after length: Int) -> [Wrong] {
        let before = Array(("\"" + #"\t"# + String(repeating: "a", count: length)).utf8)
        let at = before.count
        func text(_ rest: String) -> [UInt8] { before + Array(rest.utf8) }
        return [
            Wrong(
                text: before + [0x01] + Array(#"b""#.utf8), column: at + 1,
                message: "a control character (0x1) must be escaped in a string"),
            Wrong(
                text: before + [0x0A, UInt8(ascii: "\"")], column: at + 1,
                message: "a control character (0xa) must be escaped in a string"),
            Wrong(text: text(#"b"#), column: 1, message: "the string that starts here is never closed with '\"'"),
            Wrong(
                text: text(#"\q""#), column: at + 2,
                message: #"\'q' is not a JSON escape; use one of \" \\ \/ \b \f \n \r \t \uXXXX"#),
            Wrong(text: text(#"\"#), column: at + 2, message: "unexpected end of text in an escape sequence"),
            Wrong(text: text(#"\u12""#), column: at + 5, message: #"expected four hexadecimal digits after \u"#),
            Wrong(text: text(#"\u12"#), column: at + 5, message: #"expected four hexadecimal digits after \u"#),
            Wrong(
                text: text(#"\ud83d""#), column: at + 7,
                message: #"a high surrogate \uD83D must be followed by a low surrogate"#),
            Wrong(text: text(#"\ude00""#), column: at + 7, message: #"\uDE00 is a lone low surrogate"#),
            Wrong(
                text: text(#"\ud83d\u0041""#), column: at + 13,
                message: #"\u0041 is not a low surrogate after \uD83D"#),
            Wrong(
                text: before + [0xC3] + Array(#"\n""#.utf8), column: 4,
                message: "the string holds bytes that are not valid UTF-8"),
            Wrong(
                text: before + Array(#"\n"#.utf8) + [0xED, 0xA0, 0x80, UInt8(ascii: "\"")], column: at + 3,
                message: "the string holds bytes that are not valid UTF-8"),
        ]
    }

    @Test("what is wrong in a string with escapes is reported where it is, short or long")
    func mistakesAreReportedWhereTheyAre() {
        for length in Array(0..<12) + Array(236..<262) {
            for wrong in Self.mistakes(after: length) {
                #expect {
                    try JSON(parsing: wrong.text)
                } throws: { error in
                    guard let error = error as? JSONParseError else { return false }
                    return error.line == 1 && error.column == wrong.column && error.message == wrong.message
                }
                if let text = String(validating: wrong.text, as: UTF8.self) {
                    #expect {
                        try JSON(parsing: text)
                    } throws: { error in
                        (error as? JSONParseError)?.column == wrong.column
                    }
                }
            }
        }
    }
}
