import JSONSchema
import Prelude
import Testing

/// Neither a hostile schema nor a hostile value makes a check run for ever or exhaust the stack.
@Suite("JSON Schema bounds")
struct JSONSchemaHostileTests {
    @Test("references that double the work at every level stop at the step budget")
    func exponentialReferences() throws {
        var definitions = JSON.Object()
        for level in 0..<40 {
            let next = JSON.string("#/$defs/l\(level + 1)")
            definitions["l\(level)"] = ["anyOf": [["$ref": next], ["$ref": next]]]
        }
        definitions["l40"] = ["type": "string"]
        let schema = try JSONSchema(["$defs": .object(definitions), "$ref": "#/$defs/l0"])
        let violations = schema.violations(of: 1)
        #expect(violations.contains { $0.keyword == "limits" && $0.message.contains("more than 1000000 steps") })
        #expect(!schema.accepts(1))
    }

    @Test("a value nested deeper than the limit is refused, not followed")
    func deepValue() throws {
        var value: JSON = 1
        for _ in 0..<500 { value = [value] }
        let schema = try JSONSchema(["$defs": ["any": ["items": ["$ref": "#/$defs/any"]]], "$ref": "#/$defs/any"])
        let violations = schema.violations(of: value)
        #expect(violations.count == 1)
        #expect(violations.first?.message.contains("deeper than 128 levels") == true)
    }

    @Test("a large array is checked within the budget")
    func largeArray() throws {
        let schema = try JSONSchema(["items": ["type": "integer", "minimum": 0], "uniqueItems": true])
        let value = JSON.array(JSON.Array((0..<100_000).map { JSON.int($0) }))
        #expect(schema.accepts(value))
    }

    @Test("checks run in parallel on one compiled schema")
    func parallel() async throws {
        let schema = try JSONSchema(JSONSchemaMessageTests.nearby)
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask { schema.accepts(["latitude": .int(index % 90), "radiusMeters": 1]) }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }
}
