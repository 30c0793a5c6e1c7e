public import Prelude

extension MessageContract {
    /// The payloads near the examples that the payload schema accepts (Prelude's
    /// `JSONSchema.variants(near:)`): blank and accent-only texts, texts at each length bound,
    /// numbers at each bound. A vertical's contract test sends each to its plugin, which must
    /// not refuse it as an invalid payload, so that the plugin is never stricter than the
    /// contract it publishes.
    ///
    /// ```swift
    /// for variant in try contract.acceptedVariants() {
    ///     _ = try? plugin.onReceive(query: contract.message, payload: variant.value)  // never invalidPayload
    /// }
    /// ```
    ///
    /// - Returns: The accepted variants of every example, in the examples' order.
    /// - Throws: `JSONSchemaError` when the payload schema does not compile.
    public func acceptedVariants() throws -> [JSONSchema.Variant] {
        let schema = try JSONSchema(payloadSchema)
        return examples.flatMap { schema.variants(near: $0).filter(\.isAccepted) }
    }

    /// The value `keyword` has on the payload's field `field` (`maximum` of `radiusMeters`), or
    /// `nil` when the schema gives none there: what a vertical's test compares its Swift bounds
    /// with, so that the code and the contract cannot drift apart.
    ///
    /// - Parameters:
    ///   - keyword: A JSON Schema keyword: `maxLength`, `maximum`, `maxItems`.
    ///   - field: A field under the payload schema's `properties`.
    public func payloadBound(_ keyword: String, of field: String) -> JSON? {
        payloadSchema["properties"]?[field]?[keyword]
    }
}
