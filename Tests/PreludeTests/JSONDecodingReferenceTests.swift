import Foundation
import Prelude
import Testing

/// The decoder against Foundation's `JSONDecoder` on the text of the same value: for every
/// value here, `decode(_:)` gives what Foundation decodes, or fails where it fails.
@Suite("JSON.decode against Foundation's JSONDecoder")
struct JSONDecodingReferenceTests {
    @Test("a double decodes into each integer type, Float and Decimal as Foundation decodes its text")
    func decodingNumbers() throws {
        for value in JSONCodingReference.doubles() {
            let json = JSON.double(value)
            func check<Number: Decodable & Equatable>(_ type: Number.Type) {
                let direct = try? json.decode(Number.self)
                #expect(
                    direct == JSONCodingReference.referenceDecoding(json, as: Number.self), "\(value) as \(Number.self)"
                )
            }
            check(Int.self)
            check(Int64.self)
            check(Int32.self)
            check(Int8.self)
            check(UInt.self)
            check(UInt64.self)
            check(UInt16.self)
            check(Double.self)
            check(Float.self)
            check(Decimal.self)
        }
        for value in [Int.min, -1, 0, 255, 256, 65_536, Int(Int32.max) + 1, Int.max] {
            let json = JSON.int(value)
            #expect((try? json.decode(Int8.self)) == JSONCodingReference.referenceDecoding(json, as: Int8.self))
            #expect((try? json.decode(UInt32.self)) == JSONCodingReference.referenceDecoding(json, as: UInt32.self))
            #expect((try? json.decode(UInt.self)) == JSONCodingReference.referenceDecoding(json, as: UInt.self))
            #expect((try? json.decode(Float.self)) == JSONCodingReference.referenceDecoding(json, as: Float.self))
            #expect((try? json.decode(Decimal.self)) == JSONCodingReference.referenceDecoding(json, as: Decimal.self))
        }
    }

    @Test("values of every field kind decode as Foundation decodes their text")
    func samples() throws {
        for sample in ReferenceSample.samples() {
            let json = try JSONCodingReference.referenceEncoding(sample)
            #expect(
                try json.decode(ReferenceSample.self)
                    == JSONCodingReference.referenceDecoding(json, as: ReferenceSample.self))
            #expect(try json.decode(ReferenceSample.self) == sample)
        }
    }

    @Test("Base64 text decodes as Foundation decodes it, and is refused where Foundation refuses it")
    func base64() throws {
        for text in ["", "aGVsbG8=", "aGVsbG8", "aGVsbA==", "aGVsbA", "aGVs bG8=", "aGVsbG8=\n", "!!!!", "YQ==YQ=="] {
            let json: JSON = ["v": .string(text)]
            #expect(
                (try? json.decode(Field<Data>.self).v)
                    == JSONCodingReference.referenceDecoding(json, as: Field<Data>.self)?.v,
                "\(text)")
        }
    }
}
