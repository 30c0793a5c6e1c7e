public import Prelude
/// The payload schemas of the messages one receiver takes, compiled once and looked up by
/// message name: what a plugin checks each payload against, so that it takes exactly what
/// its contracts say.
///
/// ```swift
/// let schemas = try PayloadSchemas(contracts.map { ($0.message.name, $0.payloadSchema) })
/// try schemas.check(payload, for: "maps.nearby")   // throws naming every place and keyword
/// ```
public struct PayloadSchemas: Sendable {
    private let schemas: [String: JSONSchema]

    /// Compiles each schema; for a name given twice, the first schema counts.
    ///
    /// - Parameter schemas: Message names with their payload schemas.
    /// - Throws: ``JSONSchemaError`` for the first schema that does not compile, its problems
    ///   prefixed with the message's name.
    public init(_ schemas: some Sequence<(String, JSON)>) throws(JSONSchemaError) {
        var compiled: [String: JSONSchema] = [:]
        for (name, document) in schemas where compiled[name] == nil {
            do {
                compiled[name] = try JSONSchema(document)
            } catch {
                throw JSONSchemaError(
                    problems: error.problems.map {
                        JSONSchemaError.Problem(
                            location: "\(name) \($0.location)", keyword: $0.keyword, message: $0.message)
                    })
            }
        }
        self.schemas = compiled
    }

    /// The names that have a schema.
    public var names: [String] { schemas.keys.sorted() }

    /// Checks `payload` (`nil`, no payload, is checked as `null` and said as "no payload")
    /// against the schema of `name`; a name without a schema accepts anything.
    ///
    /// - Parameters:
    ///   - payload: The payload as sent.
    ///   - name: The message's name.
    /// - Throws: ``JSONSchemaValidationError`` with every violation.
    public func check(_ payload: JSON?, for name: String) throws(JSONSchemaValidationError) {
        guard let violations = schemas[name]?.violations(ofPayload: payload), !violations.isEmpty else { return }
        throw JSONSchemaValidationError(violations: violations)
    }
}
