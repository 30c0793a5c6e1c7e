public import Prelude
/// A JSON Schema (draft 2020-12), compiled once and checked against any number of values,
/// with errors that name the place in the value and the keyword that refused it in words.
///
/// ```swift
/// let schema = try JSONSchema([
///     "type": "object",
///     "properties": ["text": ["type": "string", "minLength": 1]],
///     "required": ["text"],
///     "additionalProperties": false,
/// ])
/// try schema.validate(["text": "clinic"])     // passes
/// try schema.validate(["txt": "clinic"])
/// // throws: <root>: missing required field "text" (required); txt: unknown field "txt"; the fields are text (additionalProperties)
/// ```
///
/// Compiling checks the whole schema and reports every problem at once
/// (``JSONSchemaError``): an unknown keyword (a typo such as `"requried"` would otherwise
/// let everything through), a keyword with a value of the wrong type, a `$ref` that leads
/// nowhere or loops without moving into the value, a `pattern` that does not compile.
///
/// The vocabulary: `type`, `enum`, `const`; `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `multipleOf`; `minLength`, `maxLength`, `pattern`; `properties`,
/// `patternProperties`, `additionalProperties`, `propertyNames`, `required`,
/// `dependentRequired`, `dependentSchemas`, `minProperties`, `maxProperties`; `prefixItems`,
/// `items`, `contains`, `minContains`, `maxContains`, `minItems`, `maxItems`, `uniqueItems`;
/// `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`; `$ref` to a place in the same
/// document (`#`, `#/$defs/name`) and `$defs`; `true` and `false` as schemas. `format`,
/// `title`, `description`, `default`, `examples`, `deprecated`, `readOnly`, `writeOnly`,
/// `$comment`, `$id`, `$schema` and the `content…` keywords are annotations: accepted,
/// never checked. `unevaluatedProperties`, `unevaluatedItems`, `$dynamicRef`, `$anchor`
/// and references to other documents are refused when compiling, never silently ignored.
///
/// Every check is bounded (``Limits``): the schema's size and depth, the depth of the value
/// checked, and the steps one check may take, so neither a hostile schema nor a hostile
/// value can make a check run for ever or exhaust the stack. Numbers compare as `Double`
/// (integers beyond 2^53 lose precision); `1` and `1.0` are the same value, as JSON Schema
/// says.
public struct JSONSchema: Sendable {
    /// The schema as given.
    public let document: JSON
    /// The bounds this schema was compiled with, which also bound every check.
    public let limits: Limits
    /// The compiled subschemas; the root is at index 0.
    let nodes: [SchemaNode]

    /// The bounds on a schema and on one check.
    public struct Limits: Sendable, Hashable {
        /// The most subschemas a schema may hold (10,000).
        public var maximumSubschemas: Int
        /// How deeply subschemas may nest in the document (64).
        public var maximumSchemaDepth: Int
        /// How deeply a check may descend into a value and through applicators such as
        /// `anyOf` and `$ref` together (128); deeper is a violation, not a crash.
        public var maximumDepth: Int
        /// The most steps one check may take (1,000,000): a step is one subschema applied to
        /// one value, or one scalar advanced by one pattern thread. A check that needs more
        /// fails with a violation saying so.
        public var maximumSteps: Int
        /// The most violations one check reports (20); it stops looking after that.
        public var maximumViolations: Int
        /// The most instructions a compiled `pattern` may have (5,000).
        public var maximumPatternSize: Int

        /// Makes limits; the defaults suit message payloads.
        public init(
            maximumSubschemas: Int = 10_000, maximumSchemaDepth: Int = 64, maximumDepth: Int = 128,
            maximumSteps: Int = 1_000_000, maximumViolations: Int = 20, maximumPatternSize: Int = 5_000
        ) {
            self.maximumSubschemas = maximumSubschemas
            self.maximumSchemaDepth = maximumSchemaDepth
            self.maximumDepth = maximumDepth
            self.maximumSteps = maximumSteps
            self.maximumViolations = maximumViolations
            self.maximumPatternSize = maximumPatternSize
        }
    }

    /// Compiles `document`, checking all of it.
    ///
    /// - Parameters:
    ///   - document: The schema: an object, or `true` or `false`.
    ///   - limits: The bounds on the schema and on every check made with it.
    /// - Throws: ``JSONSchemaError`` listing every problem found, each at its place in the
    ///   schema (`#/properties/text/minLength`).
    public init(_ document: JSON, limits: Limits = Limits()) throws(JSONSchemaError) {
        var compiler = SchemaCompiler(document: document, limits: limits)
        nodes = try compiler.compile()
        self.document = document
        self.limits = limits
    }

    /// Every way `instance` breaks the schema, at most ``Limits/maximumViolations`` of them;
    /// empty when it fits.
    ///
    /// - Parameter instance: The value to check; pass `.null` for a message sent without
    ///   a payload.
    /// - Returns: The violations, each naming the place in the value and the keyword.
    public func violations(of instance: JSON) -> [JSONSchemaViolation] {
        var evaluation = SchemaEvaluation(schema: self, mode: .all)
        _ = evaluation.evaluate(0, instance)
        return evaluation.violations
    }

    /// Every way a message's payload breaks the schema: `nil`, a message sent without a
    /// payload, is checked as `null` and said as "no payload" (`expected an object, found no
    /// payload`), so a sender is not told of a `null` it never wrote.
    ///
    /// - Parameter payload: The payload as sent, `nil` for none.
    /// - Returns: The violations, each naming the place in the value and the keyword.
    public func violations(ofPayload payload: JSON?) -> [JSONSchemaViolation] {
        var evaluation = SchemaEvaluation(schema: self, mode: .all)
        evaluation.payloadAbsent = payload == nil
        _ = evaluation.evaluate(0, payload ?? .null)
        return evaluation.violations
    }

    /// Whether `instance` fits the schema (stopping at the first violation).
    ///
    /// - Parameter instance: The value to check.
    /// - Returns: `true` when the value fits.
    public func accepts(_ instance: JSON) -> Bool {
        var evaluation = SchemaEvaluation(schema: self, mode: .first)
        return evaluation.evaluate(0, instance)
    }

    /// Checks `instance`, throwing when it does not fit.
    ///
    /// - Parameter instance: The value to check; pass `.null` for a message sent without
    ///   a payload.
    /// - Throws: ``JSONSchemaValidationError`` with every violation found (at most
    ///   ``Limits/maximumViolations``).
    public func validate(_ instance: JSON) throws(JSONSchemaValidationError) {
        let found = violations(of: instance)
        guard found.isEmpty else { throw JSONSchemaValidationError(violations: found) }
    }
}
