import Foundation
import Prelude
import Testing

/// Foundation's types as `JSONEncoder` and `JSONDecoder` write and read them with their
/// default strategies: a `Date` as seconds since 2001, `Data` as Base64 text, a `URL` as its
/// absolute string, a `Decimal` as a number, a `UUID` as its text.
@Suite("JSON coding of Date, Data, URL, Decimal and UUID")
struct JSONCodingFoundationTypesTests {
    @Test("a Date is its seconds since 1 January 2001, an integer when whole")
    func dates() throws {
        #expect(try JSON(encoding: Field(v: Date(timeIntervalSinceReferenceDate: 1000.5))) == ["v": 1000.5])
        #expect(try JSON(encoding: Field(v: Date(timeIntervalSinceReferenceDate: 1000))) == ["v": 1000])
        #expect(try JSON(encoding: Field(v: Date(timeIntervalSince1970: 0))) == ["v": -978_307_200])
        #expect(try (["v": 1000.5] as JSON).decode(Field<Date>.self).v == Date(timeIntervalSinceReferenceDate: 1000.5))
        #expect(try (["v": 1000] as JSON).decode(Field<Date>.self).v == Date(timeIntervalSinceReferenceDate: 1000))
        let text = try #require(decodingError(["v": "2020"], as: Field<Date>.self))
        #expect(text.path == "v" && text.message == #"expected a number, found string "2020""#)
        let null = try #require(decodingError(["v": nil], as: Field<Date>.self))
        #expect(null.path == "v" && null.message == "expected Date, found null")
    }

    @Test("Data is Base64 text")
    func data() throws {
        #expect(try JSON(encoding: Field(v: Data("hello".utf8))) == ["v": "aGVsbG8="])
        #expect(try JSON(encoding: Field(v: Data())) == ["v": ""])
        #expect(try (["v": "aGVsbG8="] as JSON).decode(Field<Data>.self).v == Data("hello".utf8))
        let invalid = try #require(decodingError(["v": "!!"], as: Field<Data>.self))
        #expect(invalid.path == "v" && invalid.message == "Encountered Data is not valid Base64.")
        let number = try #require(decodingError(["v": 1], as: Field<Data>.self))
        #expect(number.message == "expected a string, found integer 1")
        let bytes = try #require(decodingError(["v": [104, 105]], as: Field<Data>.self))
        #expect(bytes.message == "expected a string, found array")
        let null = try #require(decodingError(["v": nil], as: Field<Data>.self))
        #expect(null.message == "expected Data, found null")
    }

    @Test("a URL is its absolute string")
    func urls() throws {
        let url = try #require(URL(string: "https://example.com/a?b=1"))
        #expect(try JSON(encoding: Field(v: url)) == ["v": "https://example.com/a?b=1"])
        let base = try #require(URL(string: "https://example.com/a/"))
        let relative = try #require(URL(string: "b", relativeTo: base))
        #expect(try JSON(encoding: Field(v: relative)) == ["v": "https://example.com/a/b"])
        #expect(try JSON(encoding: Field(v: URL(fileURLWithPath: "/tmp/x y"))) == ["v": "file:///tmp/x%20y"])
        #expect(try (["v": "https://example.com/a?b=1"] as JSON).decode(Field<URL>.self).v == url)
        #expect(try (["v": "a/b"] as JSON).decode(Field<URL>.self).v.relativeString == "a/b")
        for text in ["", "http://[::1"] {
            let invalid = try #require(decodingError(["v": .string(text)], as: Field<URL>.self))
            #expect(invalid.path == "v" && invalid.message == "Invalid URL string.")
        }
        let number = try #require(decodingError(["v": 1], as: Field<URL>.self))
        #expect(number.message == "expected a string, found integer 1")
        let null = try #require(decodingError(["v": nil], as: Field<URL>.self))
        #expect(null.message == "expected URL, found null")
    }

    @Test("a Decimal is a number, read from the digits that write it")
    func decimals() throws {
        func decimal(_ text: String) throws -> Decimal { try #require(Decimal(string: text)) }
        #expect(try JSON(encoding: Field(v: try decimal("3.14"))) == ["v": 3.14])
        #expect(try JSON(encoding: Field(v: Decimal(12))) == ["v": 12])
        #expect(try JSON(encoding: Field(v: try decimal("1e30"))) == ["v": 1e30])
        #expect(try JSON(encoding: Field(v: try decimal("-0.001"))) == ["v": -0.001])
        #expect(
            try JSON(encoding: Field(v: try decimal("123456789012345678901234567890")))
                == ["v": .double(1.2345678901234568e29)])
        #expect(try (["v": 3.14] as JSON).decode(Field<Decimal>.self).v == decimal("3.14"))
        #expect(try (["v": 0.1] as JSON).decode(Field<Decimal>.self).v == decimal("0.1"))
        #expect(try (["v": 3] as JSON).decode(Field<Decimal>.self).v == 3)
        #expect(try (["v": .double(1e30)] as JSON).decode(Field<Decimal>.self).v == decimal("1e30"))
        #expect(try (["v": .double(1e-7)] as JSON).decode(Field<Decimal>.self).v == decimal("0.0000001"))
        #expect(try (["v": .double(-0.0)] as JSON).decode(Field<Decimal>.self).v == 0)
        let text = try #require(decodingError(["v": "3"], as: Field<Decimal>.self))
        #expect(text.path == "v" && text.message == #"expected Decimal, found string "3""#)
        let object = try #require(decodingError(["v": ["mantissa": 1]], as: Field<Decimal>.self))
        #expect(object.message == "expected Decimal, found object")
        let null = try #require(decodingError(["v": nil], as: Field<Decimal>.self))
        #expect(null.message == "expected Decimal, found null")
        for number in [Double.leastNonzeroMagnitude, 1.7976931348623157e308] {
            let misfit = try #require(decodingError(["v": .double(number)], as: Field<Decimal>.self))
            #expect(misfit.path == "v" && misfit.message.hasPrefix("number \(number) does not fit"))
        }
    }

    @Test("a UUID is its text")
    func uuids() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try JSON(encoding: Field(v: uuid)) == ["v": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
        #expect(try (["v": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"] as JSON).decode(Field<UUID>.self).v == uuid)
        let invalid = try #require(decodingError(["v": "x"], as: Field<UUID>.self))
        #expect(invalid.path == "v" && invalid.message == "Attempted to decode UUID from invalid UUID string.")
    }
}
