import Foundation
import Prelude
import Testing

/// What the decoder decides where Foundation's decoder, reading the same text, gave no
/// path or no exact answer: a number beyond a narrow integer type, a NaN or infinity in a
/// value built in code, `JSON` values inside a type, keys that differ only in normalization.
@Suite("JSON.decode: narrow integers, NaN, JSON inside a type, keys by scalars")
struct JSONDecodingDirectTests {
    @Test("an integer beyond a narrow type, or below 0 for an unsigned one, is a fault at its path")
    func narrowIntegers() throws {
        let int8 = try #require(decodingError(["v": 300], as: Field<Int8>.self))
        #expect(int8.path == "v")
        #expect(int8.message == "integer 300 does not fit the whole number (Int8, -128 to 127) the field takes")
        let unsigned = try #require(decodingError(["v": -1], as: Field<UInt>.self))
        #expect(
            unsigned.message
                == "integer -1 does not fit the whole number (UInt, 0 to 18446744073709551615) the field takes")
        let wholeDouble = try #require(decodingError(["v": 128.0], as: Field<Int8>.self))
        #expect(wholeDouble.message == "number 128.0 does not fit the whole number (Int8, -128 to 127) the field takes")
        let fraction = try #require(decodingError(["v": 3.5], as: Field<Int32>.self))
        #expect(
            fraction.message
                == "number 3.5 does not fit the whole number (Int32, -2147483648 to 2147483647) the field takes")
        let inArrays = try #require(decodingError([[1], [2, 300]], as: [[Int8]].self))
        #expect(inArrays.path == "[1][1]")
        #expect(decodingError(-1, as: UInt8.self)?.path == "")
        #expect(decodingError(["v": -1], as: Field<UInt128>.self)?.path == "v")
        #expect(
            try (["v": .double(1e30)] as JSON).decode(Field<Int128>.self).v == Int128(1_000_000_000_000_000)
                * 1_000_000_000_000_000)
    }

    @Test("a number no Float or Decimal holds is a fault in their words")
    func floatAndDecimalMisfits() throws {
        let float = try #require(decodingError(["v": 1e300], as: Field<Float>.self))
        #expect(float.message == "number 1e+300 does not fit the Float the field takes")
        let tiny = try #require(decodingError(["v": 1e-50], as: Field<Float>.self))
        #expect(tiny.message == "number 1e-50 does not fit the Float the field takes")
        let decimal = try #require(decodingError(["v": 1.7976931348623157e308], as: Field<Decimal>.self))
        #expect(decimal.message == "number 1.7976931348623157e+308 does not fit the Decimal the field takes")
    }

    @Test("a NaN or infinity in a value built in code is a fault where it is read")
    func nonFiniteWhenDecoding() throws {
        let number = try #require(decodingError(["v": .double(.infinity)], as: Field<Double>.self))
        #expect(number.path == "v")
        #expect(number.message == "v is inf, which JSON cannot represent; use a finite number or null")
        #expect(decodingError(["v": .double(.nan)], as: Field<Int>.self)?.message.hasPrefix("v is nan") == true)
        #expect(decodingError(["v": .double(-.infinity)], as: Field<Float>.self)?.path == "v")
        let inside = try #require(decodingError(["v": ["a": [1, .double(.nan)]]], as: Field<JSON>.self))
        #expect(inside.path == "v.a[1]")
        #expect(inside.message == "v.a[1] is nan, which JSON cannot represent; use a finite number or null")
        // A field that is not read is not looked at.
        #expect(try (["v": 1, "w": .double(.nan)] as JSON).decode(Field<Int>.self).v == 1)
    }

    @Test("a JSON value inside a type is decoded as it is")
    func jsonAsItIs() throws {
        let value: JSON = ["whole": .double(3.0), "negativeZero": .double(-0.0), "list": [1, 2.5, "s", nil, false]]
        #expect(try (["v": value] as JSON).decode(Field<JSON>.self).v == value)
        #expect(try value.decode(JSON.self) == value)
        let members = try #require(value.objectValue)
        #expect(try (["v": .object(members)] as JSON).decode(Field<JSON.Object>.self).v == members)
        let elements = try #require(value["list"]?.arrayValue)
        #expect(try (["v": .array(elements)] as JSON).decode(Field<JSON.Array>.self).v == elements)
    }

    @Test("keys that differ only in normalization are two keys")
    func keysByScalars() throws {
        let json: JSON = .object(["\u{E9}": 1, "e\u{301}": 2])
        #expect(try json.decode(Accents.self) == Accents(composed: 1, decomposed: 2))
    }
}

/// Two keys that differ only in normalization.
struct Accents: Codable, Equatable {
    enum CodingKeys: String, CodingKey {
        case composed = "\u{E9}"
        case decomposed = "e\u{301}"
    }
    let composed: Int
    let decomposed: Int
}
