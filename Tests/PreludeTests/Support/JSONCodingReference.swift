import Foundation
import Prelude

/// What Foundation's coders make of a value's text, to hold the direct coders to: the
/// reference for `JSONDecodingReferenceTests` and `JSONEncodingReferenceTests`.
enum JSONCodingReference {
    /// What Foundation's `JSONEncoder` writes for `value`, parsed.
    static func referenceEncoding(_ value: some Encodable) throws -> JSON {
        try JSON(parsing: JSONEncoder().encode(value))
    }

    /// What Foundation's `JSONDecoder` decodes from `json`'s text, or `nil` when it refuses it.
    static func referenceDecoding<Value: Decodable>(_ json: JSON, as type: Value.Type) -> Value? {
        guard let text = try? json.utf8() else { return nil }
        return try? JSONDecoder().decode(Value.self, from: Data(text))
    }

    /// A generator with a fixed seed (SplitMix64), so a failure can be run again.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }

    /// Doubles of every kind: bit patterns at random, whole numbers around 2^53, 2^63 and
    /// 2^64, and values that print without exponent or with one.
    static func doubles() -> [Double] {
        var generator = SeededGenerator(state: 42)
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 3.0, 1e15, 1e16, 1e-5, 1e-7, 123_456.789, 0x1p53, -0x1p53]
        for power in [52, 53, 54, 62, 63, 64] {
            let center = Double(sign: .plus, exponent: power, significand: 1)
            var below = center
            var above = center
            for _ in 0..<4 {
                below = below.nextDown
                above = above.nextUp
                values += [below, above, -below, -above]
            }
        }
        for _ in 0..<2_000 {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { values.append(value) }
        }
        for _ in 0..<1_000 {
            let magnitude = Double.random(in: 0..<1e19, using: &generator)
            values += [magnitude.rounded(), -magnitude.rounded(), magnitude / 1e12]
        }
        return values
    }
}

/// A type with a field of each kind the verticals carry.
struct ReferenceSample: Codable, Equatable {
    enum Kind: String, Codable { case clinic, pharmacy }
    enum Choice: Codable, Equatable {
        case plain
        case detail(selectable: Bool)
    }
    var id: Int64
    var name: String
    var kind: Kind
    var latitude: Double
    var distance: Double?
    var open: Bool
    var tags: [String]
    var choice: Choice
    var counts: [String: Int]
    var byNumber: [Int: String]
    var when: Date
    var bytes: Data
    var link: URL
    var amount: Decimal
    var identifier: UUID
    var nested: [[Float]]
}

extension ReferenceSample {
    /// Two samples: one with empty collections and `nil`s, one with every field filled.
    static func samples() -> [ReferenceSample] {
        let link = URL(fileURLWithPath: "/tmp/clinic notes.txt")
        let identifier = UUID(
            uuid: (0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F))
        return [
            ReferenceSample(
                id: 1, name: "Kings Cross \"clinic\"\n\u{E9}", kind: .clinic, latitude: 51.5308, distance: nil,
                open: true,
                tags: [], choice: .plain, counts: [:], byNumber: [:], when: Date(timeIntervalSinceReferenceDate: 0),
                bytes: Data(), link: link, amount: Decimal(12), identifier: identifier, nested: []),
            ReferenceSample(
                id: .max, name: "", kind: .pharmacy, latitude: -0.0, distance: 1234.5, open: false, tags: ["a", "b"],
                choice: .detail(selectable: true), counts: ["x": 1, "y": -2], byNumber: [1: "one", -5: "minus five"],
                when: Date(timeIntervalSinceReferenceDate: 812_345_678.25), bytes: Data([0, 255, 7]), link: link,
                amount: Decimal(sign: .minus, exponent: -4, significand: 12_345_678), identifier: identifier,
                nested: [[0.1, 1e10], [], [-3]]),
        ]
    }
}
