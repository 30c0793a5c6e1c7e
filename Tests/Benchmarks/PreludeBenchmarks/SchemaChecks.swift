import Benchmark
import BenchmarkSupport
import JSONSchema
import Prelude

/// Checking a payload against its JSON Schema, as the hub checks every payload against its
/// message's contract, against decoding the same payload into its struct, which every plugin
/// does: `maps.nearby`'s payload and schema, and `records.add`'s. Shown for information: it
/// has no goal.
enum SchemaChecks {
    /// `maps.nearby`'s payload, decoded as Maps decodes it.
    struct Nearby: Decodable {
        var latitude: Double
        var longitude: Double
        var radiusMeters: Double
        var kinds: [String]?
        var openNow: Bool?
        var limit: Int?
    }

    /// `records.add`'s payload, decoded as ClinicalRecords decodes it.
    struct Add: Decodable {
        var section: String
        var title: String
        var detail: String?
        var clinicID: String
    }

    static let nearby: JSON = [
        "type": "object",
        "properties": [
            "latitude": ["type": "number", "minimum": -90, "maximum": 90],
            "longitude": ["type": "number", "minimum": -180, "maximum": 180],
            "radiusMeters": ["type": "number", "exclusiveMinimum": 0, "maximum": 50_000],
            "kinds": [
                "type": "array", "items": ["enum": ["clinic", "pharmacy", "hospital"]], "minItems": 1,
                "uniqueItems": true,
            ],
            "openNow": ["type": "boolean"], "limit": ["type": "integer", "minimum": 1, "maximum": 1_000],
        ],
        "required": ["latitude", "longitude", "radiusMeters"], "additionalProperties": false,
    ]

    static let add: JSON = [
        "type": "object",
        "properties": [
            "section": ["enum": ["allergy", "medication", "condition", "appointment"]],
            "title": ["type": "string", "minLength": 1, "maxLength": 200],
            "detail": ["type": "string", "maxLength": 2_000],
            "clinicID": ["type": "string", "minLength": 1, "maxLength": 100],
        ],
        "required": ["section", "title", "clinicID"], "additionalProperties": false,
    ]

    /// A failure a row reports when its schema does not compile.
    struct Unusable: Error {
        let error: JSONSchemaError
    }

    static func register() {
        compare(
            "maps.nearby payload", schema: nearby, decode: { blackHole(try $0.decode(Nearby.self)) },
            payload: [
                "latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 2000, "kinds": ["pharmacy"], "limit": 3,
            ])
        compare(
            "records.add payload", schema: add, decode: { blackHole(try $0.decode(Add.self)) },
            payload: [
                "section": "allergy", "title": "Peanuts", "detail": "hives within minutes", "clinicID": "zrh-001",
            ])
    }

    /// Registers `group`: `decode` (the payload into its struct) as the baseline, the check
    /// against `document` as the case.
    private static func compare(
        _ group: String, schema document: JSON, decode: @escaping @Sendable (JSON) throws -> Void, payload: JSON
    ) {
        let schema = Result { () throws(JSONSchemaError) in try JSONSchema(document) }.mapError(Unusable.init)
        Comparison(
            group: group, baseline: "decode into its struct", scalingFactor: .kilo,
            slice: Comparison.Slicing(operations: 200, rounds: 25),
            operations: { count in
                for _ in 0..<count { try decode(payload) }
            },
            cases: [
                .init("check against its JSON Schema", limit: nil) { count in
                    let schema = try schema.get()
                    for _ in 0..<count { blackHole(schema.violations(of: payload)) }
                }
            ]
        ).register()
    }
}
