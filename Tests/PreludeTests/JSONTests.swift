import Prelude
import Testing

@Suite("JSON")
struct JSONTests {
    @Test("literals build the expected cases")
    func literals() {
        let value: JSON = ["name": "Ada", "age": 36, "height": 1.7, "admin": true, "tags": ["a", nil]]
        #expect(value["name"] == .string("Ada"))
        #expect(value["age"]?.intValue == 36)
        #expect(value["height"] == .double(1.7))
        #expect(value["admin"]?.boolValue == true)
        #expect(value["tags"]?[1] == .null)
        #expect(value["tags"]?[5] == nil)
        #expect(value["missing"] == nil)
    }

    @Test(
        "text round trip is lossless",
        arguments: [
            #"{"a":[1,-2,3.5,1e-07,null,true,false],"b":{"c":"d"}}"#,
            #"9007199254740993"#,
            #"-9223372036854775808"#,
            #"0.1"#,
            #""quote \" backslash \\ newline \n tab \t nul \u0000 é 😀""#,
            #"[[[[]]],{}]"#,
            #"123456789012345678901234567890"#,
        ])
    func roundTrip(text: String) throws {
        let value = try JSON(parsing: text)
        let written = try value.serialized()
        #expect(try JSON(parsing: written) == value)
        #expect(try JSON(parsing: try value.serialized(pretty: true)) == value)
    }

    @Test("integers stay integers and keys are sorted")
    func canonicalText() throws {
        let value = try JSON(parsing: #"{"b": 9007199254740993, "a": 2.0}"#)
        #expect(value["b"] == .int(9_007_199_254_740_993))
        #expect(try value.serialized() == #"{"a":2.0,"b":9007199254740993}"#)
    }

    @Test(
        "decimal numbers parse to the Double nearest their text",
        arguments: [
            "51.5308", "-0.1238", "0.1", "0.30000000000000004", "1e22", "1e23", "1E+2", "1e-7", "123.456e-5",
            "9007199254740993.5", "1.7976931348623157e308", "5e-324", "-0.0", "12345678901234567890.5",
            "0.000000000000000000000000001", "4.9406564584124654e-324", "2.2250738585072011e-308",
        ])
    func decimals(text: String) throws {
        let expected = try #require(Double(text))
        #expect(try JSON(parsing: text) == .double(expected))
    }

    @Test("escaped and surrogate-pair strings parse")
    func escapes() throws {
        #expect(try JSON(parsing: #""\ud83d\ude00 \u00e9\/""#) == .string("😀 é/"))
    }

    @Test(
        "a string with escapes decodes to the scalars it spells, beside raw ASCII and non-ASCII, and writes back",
        arguments: [
            (#""a\nb""#, "a\nb"), (#""\"quoted\" \\ \/ \b\f\r\t""#, "\"quoted\" \\ / \u{08}\u{0C}\r\t"),
            (#""Zürich \u2014 \u6771\u4eac""#, "Zürich — 東京"), (#""\u0041\u00e9\u20ac\ud83d\ude00""#, "Aé€😀"),
            (#""\u0000 nul""#, "\u{0} nul"), (#""\\""#, "\\"), (#""😀\n😀""#, "😀\n😀"),
        ])
    func escapedStrings(text: String, expected: String) throws {
        let parsed = try JSON(parsing: text)
        #expect(parsed == .string(expected))
        #expect(try JSON(parsing: parsed.serialized()) == parsed)
    }

    @Test("bytes that are not UTF-8 beside an escape are an error where the bytes are")
    func invalidUTF8BesideEscape() {
        #expect {
            try JSON(parsing: [0x22, 0x61, 0x5C, 0x6E, 0xC3, 0x28, 0x22])
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.column == 5 && error.message == "the string holds bytes that are not valid UTF-8"
        }
    }

    @Test("a control character after an escape is reported where it is")
    func controlAfterEscape() {
        #expect {
            try JSON(parsing: [0x22, 0x5C, 0x6E, 0x61, 0x0A, 0x22])
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.column == 5 && error.message.contains("control character")
        }
    }

    @Test(
        "malformed text names line, column and what was expected",
        arguments: [
            ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "expected ':' after the key \"b\""),
            ("[1, 2", 1, 6, "expected ',' or ']'"),
            ("{\"a\":1,\"a\":2}", 1, 8, "appears twice"),
            ("01", 1, 1, "leading zero"),
            ("\"abc", 1, 1, "never closed"),
            ("tru", 1, 1, "expected a value"),
            ("", 1, 1, "empty"),
            ("[1] x", 1, 5, "after the end"),
            ("\"\\x\"", 1, 3, "not a JSON escape"),
        ])
    func parseErrors(text: String, line: Int, column: Int, fragment: String) {
        #expect {
            try JSON(parsing: text)
        } throws: { error in
            guard let error = error as? JSONParseError else { return false }
            return error.line == line && error.column == column && error.message.contains(fragment)
        }
    }

    @Test("nesting deeper than the limit is an error, not a crash")
    func depthLimit() {
        let text =
            String(repeating: "[", count: JSON.maximumDepth + 1) + String(repeating: "]", count: JSON.maximumDepth + 1)
        #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
    }

    @Test("invalid UTF-8 inside a string is an error")
    func invalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSON(parsing: [0x22, 0xFF, 0x22]) }
    }

    @Test("non-finite numbers cannot be written, and the error says where")
    func nonFinite() {
        let value: JSON = ["rooms": [1, .double(.infinity)]]
        #expect {
            try value.serialized()
        } throws: { error in
            (error as? JSONSerializationError)?.path == "rooms[1]"
        }
    }

    struct Allergy: Codable, Equatable {
        let name: String
        let severity: Int
    }

    struct Patient: Codable, Equatable {
        let id: String
        let allergies: [Allergy]
    }

    struct Envelope: Codable, Equatable {
        let patient: Patient
    }

    @Test("typed decoding of a valid payload")
    func decodes() throws {
        let payload: JSON = ["patient": ["id": "p1", "allergies": [["name": "nuts", "severity": 2]]]]
        let envelope = try payload.decode(Envelope.self)
        #expect(envelope.patient.allergies == [Allergy(name: "nuts", severity: 2)])
        #expect(try JSON(encoding: envelope) == payload)
    }

    @Test("a missing mandatory field names its coding path")
    func missingField() {
        let payload: JSON = [
            "patient": [
                "id": "p1",
                "allergies": [["name": "a", "severity": 1], ["name": "b", "severity": 1], ["severity": 3]],
            ]
        ]
        #expect {
            try payload.decode(Envelope.self)
        } throws: { error in
            guard let error = error as? JSONDecodingError else { return false }
            return error.path == "patient.allergies[2].name" && error.message == #"missing mandatory field "name""#
        }
    }

    @Test("a wrong type names the path, what was expected and what was found")
    func wrongType() {
        let payload: JSON = ["patient": ["id": "p1", "allergies": [["name": "nuts", "severity": "high"]]]]
        #expect {
            try payload.decode(Envelope.self)
        } throws: { error in
            guard let error = error as? JSONDecodingError else { return false }
            return error.path == "patient.allergies[0].severity"
                && error.message == #"expected an integer, found string "high""#
        }
    }

    @Test("a numeric dictionary key stays a key in the coding path")
    func numericDictionaryKey() {
        let payload: JSON = ["clinics": ["42": ["id": "p1"]]]
        struct Clinics: Decodable {
            let clinics: [String: Patient]
        }
        #expect {
            try payload.decode(Clinics.self)
        } throws: { error in
            (error as? JSONDecodingError)?.path == "clinics.42.allergies"
        }
    }

    @Test("null where a value is required is reported as null")
    func nullValue() {
        let payload: JSON = ["patient": ["id": nil, "allergies": []]]
        #expect {
            try payload.decode(Envelope.self)
        } throws: { error in
            guard let error = error as? JSONDecodingError else { return false }
            return error.path == "patient.id" && error.message == "expected a string, found null"
        }
    }

    @Test("JSON nests inside Codable types")
    func nestedCodable() throws {
        struct Wrapper: Codable, Equatable {
            let payload: JSON
        }
        let wrapper = Wrapper(payload: ["x": [1, 2.5, "s", nil, false]])
        #expect(try JSON(encoding: wrapper).decode(Wrapper.self) == wrapper)
    }
}
