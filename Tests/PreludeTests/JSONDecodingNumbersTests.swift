import Prelude
import Testing

/// How numbers decode into Swift's integer and floating-point types: a whole `.double`
/// decodes into an integer type when that type holds it, and a fraction, or a number beyond
/// the type, is an error naming its path.
@Suite("JSON.decode: numbers into integer and floating-point types")
struct JSONDecodingNumbersTests {
    @Test("a whole double decodes into an integer type that holds it; -0.0 is 0")
    func wholeDoubles() throws {
        #expect(try (["v": .double(3.0)] as JSON).decode(Field<Int>.self).v == 3)
        #expect(try (["v": .double(-0.0)] as JSON).decode(Field<Int>.self).v == 0)
        #expect(try (["v": .double(-0.0)] as JSON).decode(Field<UInt>.self).v == 0)
        #expect(try (["v": .double(127.0)] as JSON).decode(Field<Int8>.self).v == 127)
        #expect(try (["v": .double(1e18)] as JSON).decode(Field<Int>.self).v == 1_000_000_000_000_000_000)
        #expect(try (["v": .double(1e19)] as JSON).decode(Field<UInt64>.self).v == 10_000_000_000_000_000_000)
        #expect(try JSON.double(3.0).decode(Int.self) == 3)
    }

    @Test("a whole double beyond 2^53 decodes as the shortest decimal that writes it, not its binary value")
    func wholeDoublesBeyondTwoToTheFiftyThird() throws {
        // 2^60 is written 1.152921504606847e+18.
        #expect(
            try (["v": .double(1_152_921_504_606_846_976)] as JSON).decode(Field<Int>.self).v
                == 1_152_921_504_606_847_000)
        #expect(
            try (["v": .double(1.2345678901234568e17)] as JSON).decode(Field<Int>.self).v == 123_456_789_012_345_680)
        #expect(
            try (["v": .double(18_446_744_073_709_549_568)] as JSON).decode(Field<UInt64>.self).v
                == 18_446_744_073_709_550_000)
    }

    @Test(
        "a fraction, or a double beyond 64 bits, is an error at its path",
        arguments: [3.5, 1e20, 9.2233720368547758e18, 1.8446744073709552e19])
    func misfitDoubles(number: Double) throws {
        let error = try #require(decodingError(["v": .double(number)], as: Field<Int>.self))
        #expect(error.path == "v")
        #expect(
            error.message.hasPrefix("number \(number) does not fit the whole number (a 64-bit integer) the field takes")
        )
        let atRoot = try #require(decodingError(.double(number), as: Int64.self))
        #expect(atRoot.path == "" && atRoot.message.hasPrefix("number \(number) does not fit"))
    }

    @Test("a misfit deep inside arrays and objects names the whole path")
    func misfitPaths() throws {
        struct Rows: Codable { let a: [Field<Int>] }
        let inRows = try #require(decodingError(["a": [["v": 1], ["v": 3.5]]], as: Rows.self))
        #expect(inRows.path == "a[1].v")
        let inArrays = try #require(decodingError([[1], [2, 3.5]], as: [[Int]].self))
        #expect(inArrays.path == "[1][1]")
        let inArray = try #require(decodingError([1, 2.5], as: [Int].self))
        #expect(inArray.path == "[1]" && inArray.message.hasPrefix("number 2.5 does not fit"))
    }

    @Test("the extreme 64-bit integers decode")
    func extremes() throws {
        #expect(try (["v": .int(Int.max)] as JSON).decode(Field<Int64>.self).v == Int64.max)
        #expect(try (["v": .int(Int.min)] as JSON).decode(Field<Int64>.self).v == Int64.min)
        #expect(try (["v": .int(Int.max)] as JSON).decode(Field<UInt64>.self).v == UInt64(Int.max))
        #expect(try (["v": 127] as JSON).decode(Field<Int8>.self).v == 127)
        #expect(try (["v": 5] as JSON).decode(Field<Int128>.self).v == 5)
    }

    @Test("integers and doubles decode into Double and Float; -0.0 keeps its sign")
    func floatingPoint() throws {
        #expect(try (["v": 3] as JSON).decode(Field<Double>.self).v == 3.0)
        #expect(try (["v": 3] as JSON).decode(Field<Float>.self).v == 3.0)
        #expect(try (["v": 0.1] as JSON).decode(Field<Float>.self).v == Float(0.1))
        #expect(try (["v": .int(Int.max)] as JSON).decode(Field<Double>.self).v == 9.223372036854776e18)
        #expect(try (["v": 16_777_217] as JSON).decode(Field<Float>.self).v == 16_777_216)
        #expect(try (["v": 3.4028235e38] as JSON).decode(Field<Float>.self).v == .greatestFiniteMagnitude)
        #expect(try (["v": .double(-0.0)] as JSON).decode(Field<Double>.self).v.sign == .minus)
        #expect(try (["v": .double(-0.0)] as JSON).decode(Field<Float>.self).v.sign == .minus)
        #expect(try (["v": .double(0)] as JSON).decode(Field<Float>.self).v == 0)
    }

    @Test(
        "a number that no Float holds is an error at its path",
        arguments: [1e300, 1e-50, 3.4028236e38])
    func floatMisfits(number: Double) throws {
        let error = try #require(decodingError(["v": .double(number)], as: Field<Float>.self))
        #expect(error.path == "v")
        #expect(error.message.hasPrefix("number \(number) does not fit"))
    }
}
