import Prelude
import Testing

/// Numbers of up to 19 significant digits whose power of ten is beyond Clinger's exact fast
/// path (as in the JSONBenchmarks `exponents` document) are read by the Eisel-Lemire
/// algorithm: each must be the very `Double` that `strtod` reads from the same text, bit for
/// bit, sign included.
@Suite("JSON parsing: numbers read by Eisel-Lemire are bit-exact against strtod")
struct JSONNumberParsingTests {
    /// The seeded SplitMix64 of the container tests, so that every run draws the same numbers.
    typealias Generator = JSONContainersTests.SplitMix64

    /// What `strtod` reads from `text`.
    static func strtodValue(_ text: String) -> Double {
        text.withCString { strtod($0, nil) }
    }

    /// The `Double` that parsing `text` gives, or `nil` when it is not a `Double`.
    static func parsedDouble(_ text: String) throws -> Double? {
        if case .double(let value) = try JSON(parsing: text) { return value }
        return nil
    }

    /// A random number's text: 1 to 19 significant digits (sometimes ending in zeros), a
    /// decimal point somewhere or none, an exponent across the table's range and a little
    /// beyond, and either sign.
    static func randomNumber(using generator: inout Generator) -> String {
        let digitCount = Int.random(in: 1...19, using: &generator)
        var digits = String(Int.random(in: 1...9, using: &generator))
        for _ in 1..<digitCount { digits.append(String(Int.random(in: 0...9, using: &generator))) }
        if digitCount > 2 && Bool.random(using: &generator) {
            let zeros = Int.random(in: 1...(digitCount - 1), using: &generator)
            digits = String(digits.prefix(digitCount - zeros)) + String(repeating: "0", count: zeros)
        }
        let exponent = Int.random(in: -365...330, using: &generator)
        var text = Bool.random(using: &generator) ? "-" : ""
        let point = Int.random(in: 0...digitCount, using: &generator)
        if point == 0 || point == digitCount {
            text += digits
        } else {
            text += digits.prefix(point) + "." + digits.dropFirst(point)
        }
        return text + (Bool.random(using: &generator) ? "e" : "E") + String(exponent)
    }

    @Test("300,000 seeded random numbers of 1 to 19 digits read as strtod reads them, bit for bit")
    func randomNumbersMatchStrtod() throws {
        var generator = Generator(state: 0x5EED_2026_0023_0001)
        var mismatches: [String] = []
        for _ in 0..<300 {
            var texts: [String] = []
            var expected: [Double] = []
            while texts.count < 1000 {
                let text = Self.randomNumber(using: &generator)
                let value = Self.strtodValue(text)
                // Beyond the largest Double the parser reports an error instead.
                guard value.isFinite else { continue }
                texts.append(text)
                expected.append(value)
            }
            guard case .array(let values) = try JSON(parsing: "[" + texts.joined(separator: ",") + "]") else {
                Issue.record("not an array")
                return
            }
            #expect(values.count == texts.count)
            for (index, value) in values.enumerated() {
                guard case .double(let read) = value, read.bitPattern == expected[index].bitPattern else {
                    mismatches.append("\(texts[index]): \(value) against \(expected[index])")
                    continue
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
    }

    @Test("exact halfway integers between two doubles, and a unit of the 19th digit either side, as strtod reads them")
    func halfwayCases() throws {
        var generator = Generator(state: 0x5EED_2026_0023_0002)
        var texts: [String] = []
        for _ in 0..<20_000 {
            // An odd 54-bit integer is halfway between two doubles, and stays so times 2^j.
            let odd = (UInt64.random(in: (1 << 53)..<(1 << 54), using: &generator)) | 1
            let shift = Int.random(in: 0...9, using: &generator)
            let halfway = odd << shift
            texts.append("\(halfway)e0")
            // The same value with 19 digits, and one unit of the last digit either side.
            var padded = halfway
            var zeros = 0
            while padded < 1_000_000_000_000_000_000 {
                padded *= 10
                zeros += 1
            }
            texts.append("\(padded)e-\(zeros)")
            texts.append("\(padded - 1)e-\(zeros)")
            if padded < 9_999_999_999_999_999_999 { texts.append("\(padded + 1)e-\(zeros)") }
            // Halfway times 5^-1 = halfway / 2 * 10^-1 is halfway too, a binary exponent lower.
            if halfway.multipliedReportingOverflow(by: 5).partialValue < 10_000_000_000_000_000_000,
                !halfway.multipliedReportingOverflow(by: 5).overflow
            {
                texts.append("\(halfway * 5)e-1")
            }
            // And far from 1: the same digits at a random exponent, which is no longer halfway
            // but leaves the product's low bits close to it.
            texts.append("\(padded)e\(Int.random(in: -320...280, using: &generator))")
        }
        guard case .array(let values) = try JSON(parsing: "[" + texts.joined(separator: ",") + "]") else {
            Issue.record("not an array")
            return
        }
        var mismatches: [String] = []
        for (index, value) in values.enumerated() {
            let expected = Self.strtodValue(texts[index])
            guard case .double(let read) = value, read.bitPattern == expected.bitPattern else {
                mismatches.append("\(texts[index]): \(value) against \(expected)")
                continue
            }
        }
        #expect(values.count == texts.count)
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(10))")
    }

    @Test(
        "hard cases read as strtod reads them, bit for bit",
        arguments: [
            "9007199254740993e0", "9007199254740993.0", "9007199254740995e0", "2.2250738585072011e-308",
            "2.2250738585072014e-308", "2.225073858507201e-308", "1.7976931348623157e308", "1.7976931348623158e308",
            "4.9e-324", "5e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e23", "1e-23",
            "8.98846567431158e307", "0.1", "1e-22", "1e22", "1e-342", "1e-343", "1e308", "9.9e307",
            "123456789012345678e0", "1234567890123456789e0", "1234567890123456789e-300", "123456789012345678e300",
            "9999999999999999999", "9999999999999999999e-1", "18446744073709551615e0", "0.000123456789012345678e-30",
            "1230000000000000000e-50", "0.000e5", "0e-400", "-0e-400", "-0.0e300", "0.0e-342",
            "7.2057594037927933e16", "9223372036854775807e10", "4.4501477170144023e-308", "2.2250738585072012e-308",
            "1.00000000000000011102230246251565404236316680908203125e0", "-1e-300", "-5e-324",
            "-1.7976931348623157e308",
            "3.0540412e5", "1448997445238699e0", "1.8e308", "12345e-340", "9007199254740992e-340",
        ])
    func hardCases(text: String) throws {
        let expected = Self.strtodValue(text)
        guard expected.isFinite else {
            #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
            return
        }
        let read = try Self.parsedDouble(text)
        #expect(read?.bitPattern == expected.bitPattern, "\(text): \(String(describing: read)) against \(expected)")
        if !text.hasPrefix("-") {
            #expect(try Self.parsedDouble("-" + text)?.bitPattern == (-expected).bitPattern, "-\(text)")
        }
    }

    @Test("integers keep their rules: an Int when it fits, -0 a Double, 19 digits past Int.max a Double")
    func integersKeepTheirRules() throws {
        #expect(try JSON(parsing: "9007199254740993") == .int(9_007_199_254_740_993))
        #expect(try JSON(parsing: "123456789012345678") == .int(123_456_789_012_345_678))
        #expect(try JSON(parsing: "-9223372036854775808") == .int(Int.min))
        #expect(try Self.parsedDouble("-0")?.bitPattern == (-0.0).bitPattern)
        for text in ["9223372036854775808", "-9223372036854775809", "9999999999999999999", "-9999999999999999999"] {
            #expect(try Self.parsedDouble(text)?.bitPattern == Self.strtodValue(text).bitPattern, "\(text)")
        }
    }
}
