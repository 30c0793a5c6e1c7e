import JSONSchema
import Prelude
import Testing

/// What compiling a schema refuses, all at once and at its place.
@Suite("JSON Schema compiling")
struct JSONSchemaCompileTests {
    func problems(_ schema: JSON) -> [String] {
        do {
            _ = try JSONSchema(schema)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("an unknown keyword is reported, with the keyword it was probably meant to be")
    func unknownKeyword() {
        #expect(
            problems(["properties": ["text": ["type": "string", "minLenght": 1]], "requried": ["text"]]) == [
                #"#/properties/text: unknown keyword "minLenght"; did you mean minLength? (an unknown keyword would check nothing)"#,
                #"#: unknown keyword "requried"; did you mean required? (an unknown keyword would check nothing)"#,
            ])
        let far = problems(["frobnicate": true])
        #expect(far.count == 1 && far[0].contains("x-frobnicate"))
        #expect(problems(["x-owner": "Maps", "format": "email", "description": "A place."]).isEmpty)
    }

    @Test("keywords with values of the wrong shape are reported at the keyword")
    func wrongShapes() {
        #expect(
            problems([
                "type": "text", "minLength": -1, "required": ["a", "a"], "multipleOf": 0, "properties": [],
                "anyOf": [], "pattern": "(a",
            ]) == [
                "#/anyOf: expects a non-empty array of schemas",
                "#/minLength: expects a whole number of 0 or more; found integer -1",
                "#/multipleOf: expects a number above 0",
                "#/pattern: is not a usable pattern: a group without its closing \")\" at character 3",
                "#/properties: expects an object of names to schemas",
                #"#/required: lists "a" twice"#,
                #"#/type: string "text" is not a type; use null, boolean, integer, number, string, array or object"#,
            ])
    }

    @Test("keywords it does not check are refused, never ignored")
    func refused() {
        let found = problems(["unevaluatedProperties": false, "$defs": ["a": ["$anchor": "x"]], "definitions": [:]])
        #expect(found.count == 3)
        #expect(found.contains { $0.contains("unevaluatedProperties is not supported") })
        #expect(found.contains { $0.hasPrefix("#/$defs/a/$anchor") })
        #expect(found.contains { $0.contains("write $defs") })
        #expect(problems(["$schema": "http://json-schema.org/draft-07/schema#"]).count == 1)
        #expect(problems(["$schema": "https://json-schema.org/draft/2020-12/schema"]).isEmpty)
    }

    @Test("references resolve inside the document, and others are reported")
    func references() throws {
        let tree: JSON = [
            "$defs": ["node": ["type": "object", "properties": ["children": ["items": ["$ref": "#/$defs/node"]]]]],
            "$ref": "#/$defs/node",
        ]
        let schema = try JSONSchema(tree)
        #expect(schema.accepts(["children": [["children": []]]]))
        #expect(
            schema.violations(of: ["children": [3]]).map(\.description) == [
                "children[0]: expected an object, found integer 3 (type)"
            ])
        #expect(problems(["$ref": "#/$defs/missing"]).first?.contains("leads to no schema") == true)
        #expect(problems(["$ref": "other.json"]).first?.contains("points outside this document") == true)
        #expect(try JSONSchema(["$defs": ["a b": ["type": "null"]], "$ref": "#/$defs/a%20b"]).accepts(.null))
    }

    @Test("a loop of references that never moves into the value is reported")
    func loops() {
        let found = problems([
            "$defs": ["a": ["$ref": "#/$defs/b"], "b": ["allOf": [["$ref": "#/$defs/a"]]]], "$ref": "#/$defs/a",
        ])
        #expect(found.count == 1)
        #expect(found.first?.contains("never moves into the value") == true)
    }

    @Test("a schema beyond the limits is refused")
    func limits() {
        var deep: JSON = true
        for _ in 0..<100 { deep = ["not": deep] }
        #expect(problems(deep).contains { $0.contains("nest deeper than 64") })
        let wide = JSON.object(
            JSON.Object(Dictionary(uniqueKeysWithValues: (0..<20_000).map { ("p\($0)", JSON.bool(true)) })))
        #expect(problems(["properties": wide]).contains { $0.contains("more than 10000 subschemas") })
        #expect(problems(["pattern": "(a{1000}){1000}"]).first?.contains("more than 5000 steps of program") == true)
    }
}
