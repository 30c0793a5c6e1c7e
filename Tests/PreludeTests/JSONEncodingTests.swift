import Prelude
import Testing

/// What `JSON(encoding:)` makes of numbers, optionals, dictionaries and containers.
@Suite("JSON(encoding:): numbers, optionals, dictionaries and containers")
struct JSONEncodingTests {
    @Test(
        "a Double with a whole value up to 2^53 becomes an integer; any other stays a double",
        arguments: [
            (3.0, JSON.int(3)), (0.0, .int(0)), (-0.0, .double(-0.0)), (0.1, .double(0.1)),
            (1e15, .int(1_000_000_000_000_000)), (9_007_199_254_740_992.0, .int(9_007_199_254_740_992)),
            (-9_007_199_254_740_992.0, .int(-9_007_199_254_740_992)),
            (9_007_199_254_740_994.0, .double(9_007_199_254_740_994.0)), (1e16, .double(1e16)),
            (1e-7, .double(1e-7)), (Double.leastNonzeroMagnitude, .double(.leastNonzeroMagnitude)),
            (-2.5, .double(-2.5)),
            (Double.greatestFiniteMagnitude, .double(.greatestFiniteMagnitude)),
        ])
    func doubles(value: Double, expected: JSON) throws {
        let encoded = try JSON(encoding: value)
        #expect(encoded == expected)
        #expect(try JSON(encoding: Field(v: value)) == ["v": expected])
        #expect(try JSON(encoding: [value]) == [expected])
    }

    @Test(
        "a Float becomes the number its shortest text writes: an integer up to 2^24, else a double",
        arguments: [
            (Float(0.1), JSON.double(0.1)), (Float(3), .int(3)), (Float(1e7), .int(10_000_000)),
            (Float(16_777_216), .int(16_777_216)), (Float(1e8), .double(1e8)), (Float(1e10), .double(1e10)),
            (Float(1.1), .double(1.1)), (Float(1e-7), .double(1e-7)), (Float(-0.0), .double(-0.0)),
            (Float.greatestFiniteMagnitude, .double(3.4028235e38)), (Float(123_456.7), .double(123_456.7)),
        ])
    func floats(value: Float, expected: JSON) throws {
        #expect(try JSON(encoding: value) == expected)
        #expect(try JSON(encoding: Field(v: value)) == ["v": expected])
    }

    @Test("integers: a value beyond Int becomes the nearest double")
    func integers() throws {
        #expect(try JSON(encoding: Int64.max) == .int(Int.max))
        #expect(try JSON(encoding: Int64.min) == .int(Int.min))
        #expect(try JSON(encoding: Int8(-5)) == .int(-5))
        #expect(try JSON(encoding: UInt64(Int.max)) == .int(Int.max))
        #expect(try JSON(encoding: UInt64.max) == .double(1.8446744073709552e19))
        #expect(try JSON(encoding: UInt64(1) << 63) == .double(9.223372036854776e18))
        #expect(try JSON(encoding: Field(v: Int128(5))) == ["v": 5])
        #expect(try JSON(encoding: Field(v: Int128(1) << 100)) == ["v": .double(1.2676506002282294e30)])
        #expect(try JSON(encoding: Field(v: UInt128(5))) == ["v": 5])
    }

    @Test("a non-finite number cannot be encoded, and the error names its path")
    func nonFinite() {
        func expectFault(_ value: some Encodable, at path: String, _ message: String) {
            let error = encodingError(value)
            #expect(error?.path == path)
            #expect(error?.message == message)
        }
        expectFault(Field(v: Double.infinity), at: "v", "Unable to encode Double.inf directly in JSON.")
        expectFault(Field(v: -Double.infinity), at: "v", "Unable to encode Double.-inf directly in JSON.")
        expectFault(["a": [1.0, .nan]], at: "a[1]", "Unable to encode Double.nan directly in JSON.")
        expectFault(Field(v: Float.infinity), at: "v", "Unable to encode Float.inf directly in JSON.")
        expectFault([Float.nan], at: "[0]", "Unable to encode Float.nan directly in JSON.")
        expectFault(Double.nan, at: "", "Unable to encode Double.nan directly in JSON.")
    }

    @Test("optionals: nil at the root is null, a nil field is left out, a nil inside a value is null")
    func optionals() throws {
        #expect(try JSON(encoding: Int?.none) == .null)
        #expect(try JSON(encoding: OptionalField<Int>(v: nil)) == [:])
        #expect(try JSON(encoding: OptionalField<Int>(v: 2)) == ["v": 2])
        #expect(try JSON(encoding: Field<Int??>(v: .some(nil))) == ["v": nil])
        #expect(try JSON(encoding: [1, nil, 3] as [Int?]) == [1, nil, 3])
        #expect(try JSON(encoding: ["a": Int?.none]) == ["a": nil])
    }

    @Test("dictionaries keyed by String or Int are objects; other keys alternate with values in an array")
    func dictionaries() throws {
        enum Kind: String, Codable { case a }
        #expect(try JSON(encoding: [1: "a", 2: "b"]) == ["1": "a", "2": "b"])
        #expect(try JSON(encoding: [Kind.a: 1]) == ["a", 1])
        #expect(try JSON(encoding: [1.5: "a"]) == [1.5, "a"])
        #expect(try JSON(encoding: [true: "a"]) == [true, "a"])
        #expect(try JSON(encoding: ["\u{E9}": 1, "k": 2]) == ["\u{E9}": 1, "k": 2])
    }

    @Test("a value that encodes nothing is an error at the root and an empty object inside another")
    func nothing() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        let error = try #require(encodingError(Nothing()))
        #expect(error.path == "" && error.message == "Top-level Nothing did not encode any values.")
        #expect(error.type == "Nothing")
        #expect(try JSON(encoding: Field(v: JSON.null)) == ["v": nil])
        struct Holder: Encodable {
            let v = Nothing()
        }
        #expect(try JSON(encoding: Holder()) == ["v": [:]])
        #expect(try JSON(encoding: [Nothing()]) == [[:]])
    }

    @Test("keyed containers: the last value of a key wins; asking twice gives the same container")
    func keyedContainers() throws {
        struct Empty: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws { _ = encoder.container(keyedBy: Key.self) }
        }
        struct Twice: Encodable {
            enum Key: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                try container.encode(2, forKey: .a)
                var again = encoder.container(keyedBy: Key.self)
                try again.encode(3, forKey: .b)
            }
        }
        struct ValueAfterNested: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: .a)
                try nested.encode(2, forKey: .a)
                try container.encode(1, forKey: .a)
            }
        }
        struct KeyedAfterSingle: Encodable {
            enum Key: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var single = encoder.singleValueContainer()
                try single.encode(["a": 1])
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(2, forKey: .b)
            }
        }
        #expect(try JSON(encoding: Empty()) == [:])
        #expect(try JSON(encoding: Twice()) == ["a": 2, "b": 3])
        #expect(try JSON(encoding: ValueAfterNested()) == ["a": 1])
        #expect(try JSON(encoding: KeyedAfterSingle()) == ["a": 1, "b": 2])
    }

    @Test("super encoders write under super, or the key given, and in an array at their position")
    func superEncoders() throws {
        struct Keyed: Encodable {
            enum Key: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                try 5.encode(to: container.superEncoder())
                try "x".encode(to: container.superEncoder(forKey: .a))
            }
        }
        struct Unkeyed: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(1)
                let superEncoder = container.superEncoder()
                try container.encode(3)
                try "two".encode(to: superEncoder)
            }
        }
        #expect(try JSON(encoding: Keyed()) == ["a": "x", "super": 5])
        #expect(try JSON(encoding: Unkeyed()) == [1, "two", 3])
    }

    @Test("enums with associated values, raw values, sets and ranges")
    func standardShapes() throws {
        enum Choice: Codable {
            case plain
            case pair(x: Int, String)
        }
        enum Kind: String, Codable { case a }
        #expect(try JSON(encoding: Choice.pair(x: 1, "s")) == ["pair": ["_1": "s", "x": 1]])
        #expect(try JSON(encoding: Choice.plain) == ["plain": [:]])
        #expect(try JSON(encoding: Field(v: Kind.a)) == ["v": "a"])
        #expect(try JSON(encoding: Set([3])) == [3])
        #expect(try JSON(encoding: 1..<3) == [1, 3])
        #expect(try JSON(encoding: "s") == "s")
        #expect(try JSON(encoding: [[Int]]()) == [])
        #expect(try JSON(encoding: Field(v: JSON.Object(["a": 1]))) == ["v": ["a": 1]])
        #expect(try JSON(encoding: Field(v: JSON.double(-0.0))) == ["v": .double(-0.0)])
    }
}
