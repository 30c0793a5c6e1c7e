import Prelude
import Testing

@Suite("JSON object keys compare by Unicode scalars, as RFC 8259 section 8.3 compares names")
struct JSONKeysByScalarsTests {
    /// Two spellings of one text (composed and decomposed, or a compatibility character and
    /// its canonical form), with the compact text they serialize to: keys sorted by UTF-8 bytes.
    static let spellings: [(text: String, first: String, second: String, written: String)] = [
        (#"{"\u00e9":1,"e\u0301":2}"#, "\u{E9}", "e\u{301}", "{\"e\u{301}\":2,\"\u{E9}\":1}"),
        (#"{"\u212b":1,"\u00c5":2}"#, "\u{212B}", "\u{C5}", "{\"\u{C5}\":2,\"\u{212B}\":1}"),
    ]

    @Test("keys that differ only in normalization are two members, kept through a round trip", arguments: 0..<2)
    func equivalentKeysAreTwoMembers(_ index: Int) throws {
        let (text, first, second, written) = Self.spellings[index]
        let value = try JSON(parsing: text)
        #expect(value.objectValue?.count == 2)
        #expect(value[first] == 1)
        #expect(value[second] == 2)
        #expect(try value.utf8() == Array(written.utf8))
        let reparsed = try JSON(parsing: value.serialized())
        #expect(reparsed == value)
        #expect(try reparsed.utf8() == value.utf8())
        #expect(Set([value, reparsed]).count == 1)
    }

    @Test("objects with the same members in another order are equal and give equal bytes")
    func orderDoesNotMatter() throws {
        let one = try JSON(parsing: #"{"\u00e9":1,"e\u0301":2,"a":[true]}"#)
        let other = try JSON(parsing: #"{"a":[true],"e\u0301":2,"\u00e9":1}"#)
        #expect(one == other)
        #expect(try one.utf8() == other.utf8())
        let swapped = try JSON(parsing: #"{"\u00e9":2,"e\u0301":1,"a":[true]}"#)
        #expect(swapped != one)
        #expect(try swapped.utf8() != one.utf8())
    }

    @Test("a key written twice with the same scalars is still refused where it repeats")
    func realDuplicatesAreRefused() {
        let cases: [(text: String, column: Int, message: String)] = [
            (#"{"a":1,"a":2}"#, 8, #"the key "a" appears twice in one object"#),
            (#"{"\u00e9":1,"é":2}"#, 13, "the key \"\u{E9}\" appears twice in one object"),
            (#"{"b":1,"a":1,"b":2,"a":2}"#, 14, #"the key "b" appears twice in one object"#),
            (#"[{"x":{"k":1,"j":2,"k":3}}]"#, 20, #"the key "k" appears twice in one object"#),
        ]
        for (text, column, message) in cases {
            #expect {
                try JSON(parsing: text)
            } throws: { error in
                guard let error = error as? JSONParseError else { return false }
                return error.line == 1 && error.column == column && error.message == message
            }
        }
    }
}
