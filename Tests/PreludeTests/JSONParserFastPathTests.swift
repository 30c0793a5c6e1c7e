import Prelude
import Testing

/// The parser's fast paths give what the plain reading of the text gives: keys remembered
/// from sibling objects, strings scanned eight bytes at a time, scratch buffers that move
/// from the stack to the heap, keys compared by their bytes in the text.
@Suite("JSON parsing: the fast paths read exactly what the text says")
struct JSONParserFastPathTests {
    /// Keys that look alike to a memo keyed by member position: the same length with a
    /// different byte at the start, in the middle, on either side of the eighth byte and at
    /// the end; prefixes of one another; non-ASCII; written with escapes.
    static let keyRows: [[(written: String, key: String)]] = [
        [("abcdefgh", "abcdefgh"), ("abcd", "abcd"), ("k1", "k1"), ("\u{E9}t\u{E9}", "\u{E9}t\u{E9}")],
        [("abcdefgi", "abcdefgi"), ("abce", "abce"), ("k2", "k2"), ("e\u{301}t\u{E9}", "e\u{301}t\u{E9}")],
        [("xbcdefgh", "xbcdefgh"), ("abcd", "abcd"), ("k1", "k1"), ("\u{E9}t\u{E9}", "\u{E9}t\u{E9}")],
        [
            ("abcdefghijklmnopq", "abcdefghijklmnopq"), ("abc", "abc"), ("k10", "k10"),
            ("\\u00e9t\\u00e9", "\u{E9}t\u{E9}"),
        ],
        [
            ("abcdefghijklmnopr", "abcdefghijklmnopr"), ("abcd", "abcd"), ("\\u006b1", "k1"),
            ("\u{E9}t\u{E9}", "\u{E9}t\u{E9}"),
        ],
        [("abcdefgh", "abcdefgh"), ("abcd\\n", "abcd\n"), ("k1", "k1"), ("\u{1F600}", "\u{1F600}")],
    ]

    @Test("sibling objects whose keys look alike each keep their own keys")
    func siblingKeysAreTheirOwn() throws {
        var text = "["
        var expected = JSON.Array()
        for (row, keys) in Self.keyRows.enumerated() {
            // 20 members, more than the memo remembers, the last 16 the same in every row.
            var members: [(String, JSON)] = keys.enumerated().map { ($1.key, .int(row * 100 + $0)) }
            var written = keys.enumerated().map { "\"\($1.written)\":\(row * 100 + $0)" }
            for extra in 0..<16 {
                members.append(("extra\(extra)", .string("value \(extra)")))
                written.append("\"extra\(extra)\":\"value \(extra)\"")
            }
            text += (row == 0 ? "" : ",") + "{" + written.joined(separator: ",") + "}"
            var object = JSON.Object()
            for (key, value) in members { object[key] = value }
            expected.append(.object(object))
        }
        text += "]"
        let parsed = try JSON(parsing: text)
        #expect(parsed == .array(expected))
        #expect(try parsed.utf8() == JSON.array(expected).utf8())
        for (row, keys) in Self.keyRows.enumerated() {
            for (offset, key) in keys.enumerated() {
                #expect(parsed[row]?[key.key] == .int(row * 100 + offset), "row \(row), key \(key.written)")
            }
        }
    }

    @Test("a key repeated in one object is found whether it is written raw or with escapes")
    func repeatsThroughEscapesAreFound() {
        let cases: [(text: String, column: Int, key: String)] = [
            (#"[{"a":1,"b":2},{"a":1,"\u0062":2,"b":3}]"#, 34, "b"),
            (#"[{"ab":1},{"a\u0062":1,"ab":2}]"#, 24, "ab"),
            (#"{"abcdefghi":1,"abcdefghj":2,"abcdefgh\u0069":3}"#, 30, "abcdefghi"),
        ]
        for (text, column, key) in cases {
            #expect {
                try JSON(parsing: text)
            } throws: { error in
                guard let error = error as? JSONParseError else { return false }
                return error.column == column && error.message == "the key \"\(key)\" appears twice in one object"
            }
        }
    }

    @Test("members out of order are sorted, whether their keys hold escapes or not")
    func unsortedMembersAreSorted() throws {
        let parsed = try JSON(parsing: #"{"b":1,"\u0061b":2,"a":3,"\u00e9":4,"e":5,"ba":6}"#)
        #expect(parsed.objectValue?.keys == ["a", "ab", "b", "ba", "e", "\u{E9}"])
        #expect(try parsed.serialized() == #"{"a":3,"ab":2,"b":1,"ba":6,"e":5,"é":4}"#)
    }

    /// What can follow a run of plain characters inside a string, with what it reads as.
    static let stringEnds: [(written: [UInt8], reads: String)] = [
        (Array("\\n".utf8), "\n"), (Array("\\\"".utf8), "\""), (Array("\\\\".utf8), "\\"),
        (Array("\\u00e9".utf8), "\u{E9}"), (Array("\u{E9}".utf8), "\u{E9}"), (Array("\u{1F600}".utf8), "\u{1F600}"),
        ([0x7F], "\u{7F}"), ([], ""),
    ]

    @Test("a special character is read right at every offset of the eight-byte scan")
    func specialCharactersAtEveryOffset() throws {
        for offset in 0..<18 {
            let before = String(repeating: "x", count: offset)
            for end in Self.stringEnds {
                let inside = Array(before.utf8) + end.written + Array("yyyyyyyyy".utf8)
                let expected = before + end.reads + "yyyyyyyyy"
                let quoted = [UInt8(ascii: "\"")] + inside + [UInt8(ascii: "\"")]
                #expect(try JSON(parsing: quoted) == .string(expected), "offset \(offset)")
                let object = Array("{".utf8) + quoted + Array(":1}".utf8)
                #expect(try JSON(parsing: object) == ["\(expected)": 1], "offset \(offset)")
            }
        }
    }

    @Test("a control character or a byte that is not UTF-8 is reported where it is, at every offset")
    func badBytesAtEveryOffset() {
        for offset in 0..<18 {
            let before = Array(String(repeating: "x", count: offset).utf8)
            for (byte, fragment) in [(UInt8(0x01), "control character (0x1)"), (0x1F, "control character (0x1f)")] {
                let text = [UInt8(ascii: "\"")] + before + [byte] + Array("yyyyyyyyy\"".utf8)
                #expect {
                    try JSON(parsing: text)
                } throws: { error in
                    guard let error = error as? JSONParseError else { return false }
                    return error.column == offset + 2 && error.message.contains(fragment)
                }
            }
            let invalid = [UInt8(ascii: "\"")] + before + [0xFF] + Array("yyyyyyyyy\"".utf8)
            #expect {
                try JSON(parsing: invalid)
            } throws: { error in
                guard let error = error as? JSONParseError else { return false }
                return error.column == 2 && error.message == "the string holds bytes that are not valid UTF-8"
            }
            let unclosed = [UInt8(ascii: "[")] + [UInt8(ascii: "\"")] + before
            #expect {
                try JSON(parsing: unclosed)
            } throws: { error in
                guard let error = error as? JSONParseError else { return false }
                return error.column == 2 && error.message.contains("never closed")
            }
        }
    }

    @Test("wide and deep documents, past the scratch buffers' first size, read as built")
    func wideAndDeepDocuments() throws {
        var wide = JSON.Array()
        for index in 0..<1_000 {
            var object = JSON.Object()
            for member in 0..<(index % 40) {
                object["m\(member)"] = member.isMultiple(of: 2) ? JSON.int(member) : JSON.array([.int(index)])
            }
            wide.append(.object(object))
        }
        var deep: JSON = "leaf"
        for level in 0..<300 {
            deep =
                level.isMultiple(of: 2) ? JSON.array([deep, .int(level)]) : JSON.object(["a": deep, "b": .int(level)])
        }
        let document: JSON = ["wide": .array(wide), "deep": deep]
        let text = try document.serialized()
        let parsed = try JSON(parsing: text)
        #expect(parsed == document)
        #expect(try parsed.serialized() == text)
        // A failure deep inside frees what the scratch buffers held.
        #expect(throws: JSONParseError.self) { try JSON(parsing: String(text.dropLast())) }
    }
}
