import JSONSchema
import Prelude
import Testing

/// Counterexamples: the changes to a valid example that a schema refuses.
@Suite("JSON Schema counterexamples")
struct JSONSchemaCounterexampleTests {
    @Test("removed required fields, wrong types and unknown fields, each refused")
    func kinds() throws {
        let schema = try JSONSchema(JSONSchemaMessageTests.nearby)
        let example: JSON = ["latitude": 47.4, "radiusMeters": 500, "kinds": ["clinic"]]
        let found = schema.counterexamples(near: example)
        #expect(found.allSatisfy { !schema.accepts($0.value) })
        let described = Set(found.map { "\($0.change.rawValue) \($0.path)" })
        #expect(
            described == [
                "wrongType ", "removedField latitude", "removedField radiusMeters", "unknownField unexpectedField",
                "wrongType kinds", "wrongType kinds[0]", "wrongType latitude", "wrongType radiusMeters",
                // Edge values beyond the bounds (a latitude above 90, a radius of 0, a blank kind).
                "edgeNumber latitude", "edgeNumber radiusMeters", "edgeText kinds[0]",
            ])
        // Removing the optional `kinds` is allowed, so it is no counterexample.
        #expect(!described.contains("removedField kinds"))
    }

    @Test("a schema that accepts anything has no counterexamples")
    func none() throws {
        #expect(try JSONSchema(true).counterexamples(near: ["a": 1]).isEmpty)
    }
}
