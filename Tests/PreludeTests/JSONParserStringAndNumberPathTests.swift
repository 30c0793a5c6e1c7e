import Prelude
import Testing

/// The parser's fast paths read what the plain reading of the text reads: strings without
/// escapes copied out of the `String` they came in, strings with escapes decoded run by run,
/// and numbers read in one pass, with `strtod` for those the exact fast path leaves.
@Suite("JSON parsing: strings from a String, escaped runs and one-pass numbers")
struct JSONParserStringAndNumberPathTests {
    /// Non-ASCII text of every UTF-8 length, to put across the eight-byte words.
    static let wide = ["\u{E9}", "\u{6771}", "\u{1F600}", "e\u{301}"]

    @Test("non-ASCII strings read from a String or from bytes at every offset, raw or beside escapes")
    func nonASCIIAtEveryOffset() throws {
        for offset in 0..<18 {
            let before = String(repeating: "x", count: offset)
            for scalar in Self.wide {
                for (written, reads) in [
                    (before + scalar + "yyyyyyyyy", before + scalar + "yyyyyyyyy"),
                    (before + scalar + "\\n" + scalar, before + scalar + "\n" + scalar),
                    ("\\t" + before + scalar, "\t" + before + scalar),
                    (before + "\\u00e9" + scalar + before, before + "\u{E9}" + scalar + before),
                ] {
                    let text = "[\"" + written + "\",{\"" + written + "\":1}]"
                    let expected: JSON = [.string(reads), [reads: 1]]
                    #expect(try JSON(parsing: text) == expected, "offset \(offset): \(written)")
                    #expect(try JSON(parsing: Array(text.utf8)) == expected, "offset \(offset): \(written)")
                }
            }
        }
    }

    @Test("bytes that are not UTF-8 are an error from bytes, raw or beside an escape, at every offset")
    func invalidBytesBesideEscapes() {
        for offset in 0..<18 {
            let before = Array(String(repeating: "x", count: offset).utf8)
            for invalid: [UInt8] in [[0xFF], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0xC3]] {
                for inside in [
                    before + invalid + Array("yy".utf8), Array("\\n".utf8) + before + invalid,
                    before + invalid + Array("\\u00e9".utf8),
                ] {
                    let text = [UInt8(ascii: "\"")] + inside + [UInt8(ascii: "\"")]
                    #expect {
                        try JSON(parsing: text)
                    } throws: { error in
                        (error as? JSONParseError)?.message.contains("not valid UTF-8") == true
                    }
                }
            }
        }
    }

    @Test("escapes of every kind at every offset, and lone surrogates rejected")
    func escapesAtEveryOffset() throws {
        let escapes: [(String, String)] = [
            ("\\\"", "\""), ("\\\\", "\\"), ("\\/", "/"), ("\\b", "\u{8}"), ("\\f", "\u{C}"), ("\\n", "\n"),
            ("\\r", "\r"), ("\\t", "\t"), ("\\u00e9", "\u{E9}"), ("\\u6771", "\u{6771}"),
            ("\\ud83d\\ude00", "\u{1F600}"),
        ]
        for offset in 0..<18 {
            let before = String(repeating: "a", count: offset)
            for (written, reads) in escapes {
                let text = "\"" + before + written + before + written + "\""
                #expect(try JSON(parsing: text) == .string(before + reads + before + reads), "offset \(offset)")
            }
            for lone in ["\\ud83d", "\\ude00", "\\ud83dx"] {
                #expect(throws: JSONParseError.self) { try JSON(parsing: "\"" + before + lone + "\"") }
            }
        }
    }

    @Test("numbers read as Int when they fit, else as the Double their text rounds to")
    func numbersAtTheirLimits() throws {
        let integers: [(String, JSON)] = [
            ("0", .int(0)), ("-0", .double(-0.0)), ("9223372036854775807", .int(.max)),
            ("-9223372036854775808", .int(.min)), ("9223372036854775808", .double(9.223372036854775808e18)),
            ("-9223372036854775809", .double(-9.223372036854775809e18)),
            ("18446744073709551615", .double(1.8446744073709551615e19)),
            ("123456789012345678901234567890", .double(1.2345678901234568e29)),
            ("1234567890123456789", .int(1_234_567_890_123_456_789)),
        ]
        for (text, value) in integers {
            let parsed = try JSON(parsing: text)
            #expect(parsed == value, "\(text)")
            if case .double(let double) = parsed, case .double(let expected) = value {
                #expect(double.sign == expected.sign, "\(text)")
            }
        }
        let doubles = [
            "0.1", "-0.5", "1e5", "1E5", "1e+5", "1e-5", "1.5e22", "1.5e23", "9007199254740993.0", "9007199254740992e1",
            "0.30000000000000004", "123456789012345678901.5", "1.7976931348623157e308", "4.9e-324",
            "2.2250738585072014e-308",
            "1e-400", "-1e-400", "0.000001e-300", "12345678901234567890e-10",
            "1.00000000000000011102230246251565404236316680908203125",
        ]
        for text in doubles {
            let expected = try #require(Double(text))
            let parsed = try JSON(parsing: text)
            #expect(parsed == .double(expected), "\(text)")
            #expect(parsed.doubleValue?.sign == expected.sign, "\(text)")
        }
        for (text, message) in [
            ("1e400", "too large"), ("-1e99999", "too large"), ("01", "leading zero"),
            ("1.", "after the decimal point"),
            ("1e", "in the exponent"), ("-", "expected a digit"), ("1.e5", "after the decimal point"),
        ] {
            #expect {
                try JSON(parsing: text)
            } throws: { error in
                (error as? JSONParseError)?.message.contains(message) == true
            }
        }
    }

    @Test("the writer escapes what it must at every offset, beside non-ASCII, and reads back")
    func writerEscapesAtEveryOffset() throws {
        let specials: [(String, String)] = [
            ("\"", "\\\""), ("\\", "\\\\"), ("\n", "\\n"), ("\r", "\\r"), ("\t", "\\t"), ("\u{8}", "\\b"),
            ("\u{C}", "\\f"), ("\u{1}", "\\u0001"), ("\u{1F}", "\\u001F"), ("/", "/"), ("\u{7F}", "\u{7F}"),
        ]
        for offset in 0..<18 {
            let before = String(repeating: "x", count: offset)
            for (raw, written) in specials {
                for other in ["", "\u{E9}", "\u{1F600}"] {
                    let string = before + raw + other + raw + before
                    let text = "\"" + before + written + other + written + before + "\""
                    #expect(try JSON.string(string).serialized() == text, "offset \(offset)")
                    #expect(try JSON(parsing: text) == .string(string), "offset \(offset)")
                    let object: JSON = [string: [.string(string)]]
                    #expect(try object.serialized() == "{" + text + ":[" + text + "]}", "offset \(offset)")
                }
            }
        }
    }
}
