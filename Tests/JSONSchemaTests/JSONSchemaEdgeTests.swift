import JSONSchema
import Prelude
import Testing

/// The edges a payload's sender meets: exact decimals, a missing payload, blank texts, sizes
/// refused before their contents, and work a hostile value or pattern cannot make unbounded.
@Suite("JSON Schema edges")
struct JSONSchemaEdgeTests {
    /// A small step budget, so each bound is reached with small values.
    static let small = JSONSchema.Limits(maximumSteps: 1_000)

    @Test("multipleOf divides in decimal, as the numbers are written")
    func decimalMultiples() throws {
        let tenths = try JSONSchema(["multipleOf": 0.1])
        #expect(tenths.accepts(0.3))
        #expect(tenths.accepts(7))
        #expect(!tenths.accepts(0.35))
        let cents = try JSONSchema(["multipleOf": 0.01])
        #expect(cents.accepts(19.99))
        #expect(cents.violations(of: 19.995).first?.keyword == "multipleOf")
    }

    @Test("a message sent without a payload is said as no payload, not null")
    func noPayload() throws {
        let schema = try JSONSchema(["type": "object"])
        #expect(
            schema.violations(ofPayload: nil).map(\.description) == [
                "<root>: expected an object, found no payload (type)"
            ])
        #expect(schema.violations(ofPayload: .null).first?.message == "expected an object, found null")
    }

    @Test("the non-blank pattern says blank, for every kind of white space and for no other text")
    func blank() throws {
        let schema = try JSONSchema(["type": "string", "pattern": .string(PayloadText.nonBlankPattern)])
        for text in ["", " ", "\t\u{3000}\n", "\u{FEFF}"] {
            #expect(PayloadText.isBlank(text))
            #expect(schema.violations(of: .string(text)).first?.message.contains("is blank") == true, "\(text)")
        }
        for text in ["\u{301}", " \u{301}", "a"] {
            #expect(!PayloadText.isBlank(text))
            #expect(schema.accepts(.string(text)), "\(text)")
        }
        #expect(PayloadText.trimmed(" \u{3000}clinic\n") == "clinic")
        // One character on screen, two Unicode scalars, as maxLength counts.
        #expect(PayloadText.length(of: "e\u{301}") == 2)
        #expect(!(try JSONSchema(["maxLength": 1])).accepts("e\u{301}"))
    }

    @Test("text from a payload is quoted with bidirectional overrides escaped")
    func terminalSafeQuotes() throws {
        let schema = try JSONSchema(["enum": ["a"]])
        let message = try #require(schema.violations(of: "\u{202E}x").first?.message)
        #expect(message == #""\u{202E}x" is not one of "a""#)
    }

    @Test("a size beyond its bound is refused for that, before the contents are looked at")
    func sizeFirst() throws {
        let items = try JSONSchema(["maxItems": 10, "items": ["type": "integer"]], limits: Self.small)
        let array = JSON.array(JSON.Array((0..<5_000).map { JSON.int($0) }))
        #expect(items.violations(of: array).map(\.keyword) == ["maxItems"])
        let fields = try JSONSchema(
            ["maxProperties": 2, "additionalProperties": ["type": "integer"]], limits: Self.small)
        var members = JSON.Object()
        for index in 0..<5_000 { members["f\(index)"] = .int(index) }
        #expect(fields.violations(of: .object(members)).map(\.keyword) == ["maxProperties"])
        let text = try JSONSchema(["maxLength": 100, "pattern": "^a+$"])
        let long = String(repeating: "a", count: 2_000_000)
        #expect(
            text.violations(of: .string(long)).map(\.description) == [
                "<root>: has more than 1100 characters, more than the maximum of 100 (maxLength)"
            ])
    }

    @Test("enum and const pay a step for every value compared")
    func equalityBudget() throws {
        let schema = try JSONSchema(["const": [1, 2, 3]], limits: Self.small)
        let array = JSON.array(JSON.Array((0..<5_000).map { JSON.int($0) }))
        let violations = schema.violations(of: array)
        #expect(violations.map(\.keyword) == ["limits"])
        #expect(violations.first?.message.contains("comparing this value with enum or const") == true)
    }

    @Test("a pattern of many empty alternatives pays for them at every scalar")
    func emptyAlternatives() throws {
        let pattern = "(?:" + String(repeating: "|", count: 1_000) + ")x"
        let schema = try JSONSchema(["pattern": .string(pattern)])
        let violations = schema.violations(of: .string(String(repeating: "a", count: 2_000)))
        #expect(violations.map(\.keyword) == ["limits"])
    }

    @Test(
        "a schema nothing fits is refused when compiled",
        arguments: [
            (["enum": []] as JSON, "lists no value"),
            (["minLength": 3, "maxLength": 2] as JSON, "is 3, above maxLength (2), so no string fits"),
            (["minItems": 3, "maxItems": 2] as JSON, "so no array fits"),
            (["minProperties": 3, "maxProperties": 2] as JSON, "so no object fits"),
        ])
    func unsatisfiable(document: JSON, expected: String) {
        let error = #expect(throws: JSONSchemaError.self) { try JSONSchema(document) }
        #expect(error?.description.contains(expected) == true, "\(error.map(String.init(describing:)) ?? "")")
    }

    @Test("a number that does not fit an integer field is named, not a Foundation dump")
    func numberMisfit() {
        struct Entry: Decodable { let id: Int }
        let error = #expect(throws: JSONDecodingError.self) { _ = try (["id": 1.5] as JSON).decode(Entry.self) }
        #expect(error?.path == "id", "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.message.contains("1.5") == true)
    }
}
