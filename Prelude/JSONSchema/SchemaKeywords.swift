import Prelude
/// The keywords a ``JSONSchema`` knows: those it checks, those it keeps as annotations, and
/// those it refuses rather than ignore.
enum SchemaKeywords {
    /// Keywords that check a value (or hold subschemas that do).
    static let checked: Set<String> = [
        "type", "enum", "const", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
        "minLength", "maxLength", "pattern", "properties", "patternProperties", "additionalProperties",
        "propertyNames", "required", "dependentRequired", "dependentSchemas", "minProperties", "maxProperties",
        "prefixItems", "items", "contains", "minContains", "maxContains", "minItems", "maxItems", "uniqueItems",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "$ref", "$defs",
    ]

    /// Keywords kept as annotations: accepted, never checked (`format` included, as
    /// draft 2020-12's default vocabulary has it).
    static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "default", "examples", "deprecated", "readOnly",
        "writeOnly", "format", "contentMediaType", "contentEncoding", "contentSchema",
    ]

    /// Keywords refused with the reason, so that a schema never means more than is checked.
    static let refused: [String: String] = [
        "unevaluatedProperties": unevaluatedProperties,
        "unevaluatedItems": "unevaluatedItems is not supported; use prefixItems and items",
        "$dynamicRef": "$dynamicRef is not supported; use $ref to a place under $defs",
        "$dynamicAnchor": "$dynamicAnchor is not supported; use $ref to a place under $defs",
        "$anchor": "$anchor is not supported; use $ref with a JSON Pointer such as #/$defs/name",
        "$recursiveRef": "$recursiveRef belongs to draft 2019-09; use $ref",
        "$recursiveAnchor": "$recursiveAnchor belongs to draft 2019-09; use $ref",
        "$vocabulary": "$vocabulary belongs in meta-schemas; remove it",
        "definitions": "definitions is the name before draft 2019-09; write $defs",
        "dependencies": dependencies,
    ]

    private static let unevaluatedProperties =
        "unevaluatedProperties is not supported; list the fields under properties and use additionalProperties"
    private static let dependencies =
        "dependencies is the name before draft 2019-09; write dependentRequired or dependentSchemas"

    /// Every keyword a schema may use, sorted, so that of two equally near ones the first
    /// in the alphabet is suggested.
    private static let known = checked.union(annotations).sorted()

    /// The draft this validator reads, as `$schema` names it.
    static let draft = "https://json-schema.org/draft/2020-12/schema"

    /// Why `keyword` is not allowed, with the nearest known keyword when it looks like a typo.
    static func unknown(_ keyword: String) -> String {
        let shown = SchemaPath.quoted(keyword)
        if let nearest = EditDistance.suggestion(for: keyword, among: known) {
            return "unknown keyword \(shown); did you mean \(nearest)? (an unknown keyword would check nothing)"
        }
        return "unknown keyword \(shown); draft 2020-12 has no such keyword and it would check nothing: remove "
            + "it, or start an annotation of your own with x- (x-\(SchemaPath.shortened(keyword)))"
    }
}
