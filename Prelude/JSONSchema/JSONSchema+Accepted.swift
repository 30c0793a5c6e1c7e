public import Prelude
extension JSONSchema {
    /// The payloads near `examples` that `schema` accepts (``variants(near:limit:)``): blank
    /// and accent-only texts, texts at each length bound, numbers at each bound. A vertical's
    /// contract test sends each to its plugin, which must not refuse it as an invalid payload,
    /// so that the plugin is never stricter than the contract it publishes.
    ///
    /// ```swift
    /// for variant in try JSONSchema.acceptedVariants(of: contract.payloadSchema, near: contract.examples) {
    ///     _ = try? plugin.onReceive(query: contract.message, payload: variant.value)  // never invalidPayload
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - schema: A payload schema.
    ///   - examples: Payloads the schema accepts.
    /// - Returns: The accepted variants of every example, in the examples' order.
    /// - Throws: ``JSONSchemaError`` when the schema does not compile.
    public static func acceptedVariants(of schema: JSON, near examples: [JSON]) throws -> [Variant] {
        let compiled = try JSONSchema(schema)
        return examples.flatMap { compiled.variants(near: $0).filter(\.isAccepted) }
    }
}

/// What `JSONSchema` adds to Prelude's `JSON` for a vertical's contract tests: a schema's
/// bound on one field.
extension JSON {
    /// The value `keyword` has on the field `field` of this object schema (`maximum` of
    /// `radiusMeters`), or `nil` when the schema gives none there: what a vertical's test
    /// compares its Swift bounds with, so that the code and the contract cannot drift apart.
    ///
    /// - Parameters:
    ///   - keyword: A JSON Schema keyword: `maxLength`, `maximum`, `maxItems`.
    ///   - field: A field under the schema's `properties`.
    /// - Returns: The keyword's value, or `nil`.
    public func schemaBound(_ keyword: String, of field: String) -> JSON? {
        self["properties"]?[field]?[keyword]
    }
}
