import Foundation
import JSONSchema
import Prelude
import Testing

/// Where the suite is: the folder `VERTICALHUB_JSON_SCHEMA_SUITE` names, if any.
enum JSONSchemaSuiteFolder {
    /// The suite's `tests/draft2020-12` folder, when the environment names one.
    static let url = ProcessInfo.processInfo.environment["VERTICALHUB_JSON_SCHEMA_SUITE"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
}

/// The official JSON Schema Test Suite's draft 2020-12 cases for every keyword the
/// validator checks, read from the folder `VERTICALHUB_JSON_SCHEMA_SUITE` names (the suite's
/// `tests/draft2020-12`). Nothing of the suite is committed: `.ci/run` takes it from the
/// source distribution of PyPI's `jsonschema`, which carries it as `json/tests/draft2020-12`,
/// and sets the variable; without it these tests are skipped.
@Suite(
    "JSON Schema Test Suite",
    .enabled(
        if: JSONSchemaSuiteFolder.url != nil, "set VERTICALHUB_JSON_SCHEMA_SUITE to the suite's draft2020-12 folder")
)
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
        let folder = try #require(JSONSchemaSuiteFolder.url, "VERTICALHUB_JSON_SCHEMA_SUITE names no folder")
        let url = folder.appendingPathComponent(file + ".json")
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
