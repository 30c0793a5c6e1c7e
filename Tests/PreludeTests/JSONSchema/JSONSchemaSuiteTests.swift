import Foundation
import Prelude
import Testing

/// The official JSON Schema Test Suite's draft 2020-12 cases for every keyword the
/// validator checks (`Fixtures/JSONSchemaTestSuite`, see its README).
@Suite("JSON Schema Test Suite")
struct JSONSchemaSuiteTests {
    /// One group of the suite: a schema and the instances it must accept or refuse.
    struct Group: Decodable {
        struct Case: Decodable {
            let description: String
            let data: JSON
            let valid: Bool
        }

        let description: String
        let schema: JSON
        let tests: [Case]
    }

    static func groups(in file: String) throws -> [Group] {
        let url = try #require(
            Bundle.module.url(forResource: file, withExtension: "json", subdirectory: "Fixtures/JSONSchemaTestSuite"))
        return try JSON(parsing: try Data(contentsOf: url)).decode([Group].self)
    }

    static let files = [
        "additionalProperties", "allOf", "anyOf", "boolean_schema", "const", "contains", "defs", "dependentRequired",
        "dependentSchemas", "enum", "exclusiveMaximum", "exclusiveMinimum", "if-then-else", "infinite-loop-detection",
        "items", "maxContains", "maxItems", "maxLength", "maxProperties", "maximum", "minContains", "minItems",
        "minLength", "minProperties", "minimum", "multipleOf", "not", "oneOf", "pattern", "patternProperties",
        "prefixItems", "properties", "propertyNames", "ref", "required", "type", "uniqueItems",
    ]

    @Test("every compiled schema gives the suite's answer", arguments: files)
    func suite(file: String) throws {
        var compiled = 0
        var refused: [String] = []
        for group in try Self.groups(in: file) {
            let schema: JSONSchema
            do {
                schema = try JSONSchema(group.schema)
            } catch {
                refused.append("\(group.description): \(error)")
                continue
            }
            compiled += 1
            for test in group.tests {
                let violations = schema.violations(of: test.data)
                #expect(
                    violations.isEmpty == test.valid,
                    "\(file): \(group.description): \(test.description): \(violations)")
                #expect(schema.accepts(test.data) == test.valid, "\(file): \(group.description): \(test.description)")
            }
        }
        if file != "ref" && file != "defs" {
            #expect(compiled > 0, "\(file): no schema compiled")
            // Only a keyword the validator reports as unsupported may keep a group out.
            #expect(refused.allSatisfy { $0.contains("is not supported") }, "\(file): refused \(refused)")
        }
    }

    @Test("the suite's references use only what is reported as unsupported when refused")
    func refusedReferences() throws {
        var compiled = 0
        for group in try Self.groups(in: "ref") + Self.groups(in: "defs") {
            do {
                _ = try JSONSchema(group.schema)
                compiled += 1
            } catch {
                let text = "\(error)"
                let reported = [
                    "points outside this document", "$id", "$anchor", "$dynamic", "unevaluated", "draft",
                    "leads to no schema",
                ]
                #expect(reported.contains { text.contains($0) }, "\(group.description): \(text)")
            }
        }
        #expect(compiled >= 19)
    }
}
