import JSONSchema
import Prelude
import Testing

/// What a violation says: the place in the value, the keyword, and why, in words.
@Suite("JSON Schema violations")
struct JSONSchemaMessageTests {
    static let nearby: JSON = [
        "type": "object",
        "properties": [
            "latitude": ["type": "number", "minimum": -90, "maximum": 90],
            "radiusMeters": ["type": "number", "exclusiveMinimum": 0],
            "kinds": ["type": "array", "items": ["enum": ["clinic", "pharmacy"]], "uniqueItems": true],
            "text": ["type": "string", "minLength": 1, "maxLength": 5, "pattern": "^[a-z]+$"],
            "limit": ["type": ["integer", "null"]],
        ],
        "required": ["latitude", "radiusMeters"],
        "additionalProperties": false,
    ]

    func violations(_ instance: JSON) throws -> [String] {
        try JSONSchema(Self.nearby).violations(of: instance).map(\.description)
    }

    @Test("a missing required field is named at its own path")
    func required() throws {
        #expect(try violations(["latitude": 1]) == [#"radiusMeters: missing required field "radiusMeters" (required)"#])
    }

    @Test("an unknown field is named with the fields there are")
    func unknownField() throws {
        let found = try violations(["latitude": 1, "radiusMeters": 5, "limt": 3])
        #expect(
            found == [
                #"limt: unknown field "limt"; the fields are kinds, latitude, limit, radiusMeters and text (additionalProperties)"#
            ])
    }

    @Test("types, bounds, lengths, patterns and enums say what was found")
    func words() throws {
        let found = try violations([
            "latitude": 95, "radiusMeters": 0, "kinds": ["clinic", "shop", "clinic"], "text": "ABCDEFG", "limit": 2.5,
        ])
        #expect(
            found == [
                #"kinds[1]: "shop" is not one of "clinic" and "pharmacy" (enum)"#,
                "kinds: elements 0 and 2 are equal; each must be different (uniqueItems)",
                "latitude: 95 is more than the maximum, 90 (maximum)",
                "limit: expected an integer or null, found number 2.5 (type)",
                "radiusMeters: 0 must be more than 0 (exclusiveMinimum)",
                // Too long, so refused for its length alone: the pattern is not tried.
                "text: has 7 characters, more than the maximum of 5 (maxLength)",
            ])
        #expect(
            try violations(["latitude": 1, "radiusMeters": 5, "text": "ABC"]) == [
                #"text: "ABC" does not match the pattern ^[a-z]+$ (pattern)"#
            ])
    }

    @Test("the root is named <root> and the pointer is empty")
    func root() throws {
        let violation = try #require(try JSONSchema(Self.nearby).violations(of: "text").first)
        #expect(violation.description == #"<root>: expected an object, found string "text" (type)"#)
        #expect(violation.pointer == "")
        #expect(violation.schemaLocation == "#/type")
    }

    @Test("paths quote odd keys and give JSON Pointers")
    func oddKeys() throws {
        let schema = try JSONSchema(["additionalProperties": ["type": "string"]])
        let violation = try #require(schema.violations(of: ["a/b~\n": 1]).first)
        // A line break in a key is escaped as every terminal-unsafe scalar is (String.escapedForTerminal).
        #expect(violation.path == #"["a/b~\u{A}"]"#)
        #expect(violation.pointer == "/a~1b~0\n")
        #expect(violation.schemaLocation == "#/additionalProperties/type")
    }

    @Test("a value that fits none of several alternatives gets the nearest reason")
    func alternatives() throws {
        let schema = try JSONSchema([
            "anyOf": [
                ["type": "object", "properties": ["selectable": ["type": "boolean"]], "required": ["selectable"]],
                ["const": "userAsksForDirections"],
            ]
        ])
        let message = try #require(schema.violations(of: ["selectable": "yes"]).first).description
        #expect(
            message
                == #"<root>: fits none of the 2 alternatives under anyOf; the nearest fails at selectable: expected a boolean, found string "yes" (type) (anyOf)"#
        )
        let byType = try JSONSchema(["oneOf": [["type": "string"], ["type": "null"]]])
        #expect(
            byType.violations(of: 3).map(\.description) == [
                "<root>: expected a string or null, found integer 3 (oneOf)"
            ])
        let twice = try JSONSchema(["oneOf": [["type": "integer"], ["minimum": 0]]])
        #expect(
            twice.violations(of: 3).map(\.description)
                == ["<root>: fits 2 of the 2 alternatives (the 1st and 2nd); oneOf wants exactly one (oneOf)"])
    }

    @Test("validate throws every violation; accepts stops at the first")
    func throwing() throws {
        let schema = try JSONSchema(Self.nearby)
        #expect(schema.accepts(["latitude": 0, "radiusMeters": 1]))
        #expect(!schema.accepts([:]))
        #expect(throws: JSONSchemaValidationError.self) { try schema.validate([:]) }
        do {
            try schema.validate([:])
        } catch {
            #expect(error.violations.count == 2)
            #expect(error.description.contains("; "))
        }
    }

    @Test("a check reports at most the limit of violations")
    func violationLimit() throws {
        let schema = try JSONSchema(["items": ["type": "string"]], limits: JSONSchema.Limits(maximumViolations: 3))
        #expect(schema.violations(of: JSON.array(JSON.Array((0..<100).map { JSON.int($0) }))).count == 3)
    }

    @Test("numbers compare by value in enum, const and uniqueItems")
    func numericEquality() throws {
        #expect(try JSONSchema(["const": 1]).accepts(.double(1.0)))
        #expect(try JSONSchema(["enum": [[1, 2]]]).accepts([.double(1), .int(2)]))
        #expect(!(try JSONSchema(["uniqueItems": true]).accepts([.int(1), .double(1)])))
        #expect(try JSONSchema(["type": "integer"]).accepts(.double(2)))
        #expect(!(try JSONSchema(["type": "integer"]).accepts(.double(2.5))))
    }
}
