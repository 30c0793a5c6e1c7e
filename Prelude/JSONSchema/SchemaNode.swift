import Prelude
/// One compiled subschema: its place in the document and the keywords that check a value.
/// Subschemas are referred to by their index in ``JSONSchema/nodes``.
///
/// A class, so that a check reads a subschema's keywords through one reference instead of
/// copying some thirty fields (and retaining their storage) at every step.
///
/// `@unchecked Sendable` is safe because the fields change only while ``SchemaCompiler``
/// builds the schema, on the one thread that compiles it and before the ``JSONSchema`` that
/// holds the nodes exists; from then on nothing writes them, and reads of memory that no one
/// writes cannot race.
final class SchemaNode: @unchecked Sendable {
    /// The types `type` allows, as a set of bits.
    struct Types: OptionSet, Sendable, Hashable {
        let rawValue: UInt8
        static let null = Types(rawValue: 1)
        static let boolean = Types(rawValue: 2)
        static let integer = Types(rawValue: 4)
        static let number = Types(rawValue: 8)
        static let string = Types(rawValue: 16)
        static let array = Types(rawValue: 32)
        static let object = Types(rawValue: 64)

        /// The types by their JSON Schema names.
        static let byName: [String: Types] = [
            "null": .null, "boolean": .boolean, "integer": .integer, "number": .number, "string": .string,
            "array": .array, "object": .object,
        ]

        /// The names, in JSON Schema's order, joined for a message (`string or null`).
        var words: String {
            let names = ["boolean", "integer", "number", "string", "array", "object", "null"].filter {
                Types.byName[$0].map(contains) ?? false
            }
            return names.count <= 1
                ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        }
    }

    /// A named subschema under `properties`, `dependentSchemas` or the like.
    struct Named: Sendable {
        let name: String
        let node: Int
    }

    /// The place in the document: `#/properties/text`.
    var location: String
    /// `true` or `false` given as the whole schema; `nil` for an object schema.
    var constant: Bool?

    var types: Types?
    /// `enum`'s values in their canonical form (``SchemaEquality/canonical(_:)``), in the
    /// order written, for messages.
    var enumValues: [JSON]?
    /// The same values as a set, so that membership costs one lookup, not one comparison
    /// per value.
    var enumSet: Set<JSON> = []
    var constValue: JSON?
    var minimum: Double?
    var maximum: Double?
    var exclusiveMinimum: Double?
    var exclusiveMaximum: Double?
    var multipleOf: Double?
    /// `multipleOf` as the decimal it is written as, which the check divides by exactly.
    var multipleOfDecimal: SchemaDecimal?
    var minLength: Int?
    var maxLength: Int?
    var pattern: SchemaPattern?

    var properties: [Named] = []
    /// `properties` by name (checked against the key's scalars, since `String` compares by
    /// canonical equivalence).
    var propertyIndex: [String: Int] = [:]
    var patternProperties: [(pattern: SchemaPattern, node: Int)] = []
    var additionalProperties: Int?
    var propertyNames: Int?
    var required: [String] = []
    var dependentRequired: [(name: String, required: [String])] = []
    var dependentSchemas: [Named] = []
    var minProperties: Int?
    var maxProperties: Int?

    var prefixItems: [Int] = []
    var items: Int?
    var contains: Int?
    var minContains: Int?
    var maxContains: Int?
    var minItems: Int?
    var maxItems: Int?
    var uniqueItems = false

    var allOf: [Int] = []
    var anyOf: [Int] = []
    var oneOf: [Int] = []
    var not: Int?
    var ifSchema: Int?
    var thenSchema: Int?
    var elseSchema: Int?
    /// The subschema `$ref` leads to, once resolved.
    var ref: Int?

    init(location: String) {
        self.location = location
    }

    /// The subschemas applied to the same value as this one (not to a member or element):
    /// the edges along which a `$ref` loop would never end.
    var inPlace: [Int] {
        allOf + anyOf + oneOf + [not, ifSchema, thenSchema, elseSchema, ref].compactMap(\.self)
            + dependentSchemas.map(\.node)
    }

    /// The `properties` subschema for `key`, compared by Unicode scalars.
    func property(_ key: String) -> Int? {
        guard let index = propertyIndex[key], properties[index].name.utf8.elementsEqual(key.utf8) else { return nil }
        return properties[index].node
    }
}
