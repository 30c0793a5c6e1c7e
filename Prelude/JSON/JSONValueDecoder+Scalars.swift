extension JSONValueDecoder {
    /// The Boolean `value` holds; only `true` and `false` are Booleans.
    ///
    /// `codingPath` is called only for a fault, so a container's path is made only then.
    @inline(__always)
    static func bool(_ value: JSON, at codingPath: () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(Bool.self, found: value, at: codingPath()) }
        return flag
    }

    /// The string `value` holds (the same storage, not a copy); only a string is a string.
    @inline(__always)
    static func string(_ value: JSON, at codingPath: () -> [any CodingKey]) throws -> String {
        guard case .string(let string) = value else { throw mismatch(String.self, found: value, at: codingPath()) }
        return string
    }

    /// The whole number `value` holds as an `Integer`: an integer in the type's range, or a
    /// double with a whole value in it (`3.0` is 3, `-0.0` is 0). Beyond 2^53, where doubles
    /// are more than 1 apart, a double gives the number its shortest decimal text writes
    /// (`1.152921504606847e+18`, not the binary value 1152921504606846976), as `JSONDecoder`
    /// reads that text.
    static func integer<Integer: FixedWidthInteger>(
        _ value: JSON, as type: Integer.Type, at codingPath: () -> [any CodingKey]
    ) throws -> Integer {
        switch value {
        case .int(let number):
            guard let integer = Integer(exactly: number) else { throw misfit(value, Integer.self, at: codingPath()) }
            return integer
        case .double(let number):
            guard number.isFinite else { throw nonFinite(number, at: codingPath()) }
            guard let integer = wholeNumber(number, as: Integer.self) else {
                throw misfit(value, Integer.self, at: codingPath())
            }
            return integer
        default:
            throw mismatch(Integer.self, found: value, at: codingPath())
        }
    }

    /// The `Double` `value` holds: a double as it is, an integer as the nearest double.
    @inline(__always)
    static func double(_ value: JSON, at codingPath: () -> [any CodingKey]) throws -> Double {
        switch value {
        case .double(let number):
            guard number.isFinite else { throw nonFinite(number, at: codingPath()) }
            return number
        case .int(let number): return Double(number)
        default: throw mismatch(Double.self, found: value, at: codingPath())
        }
    }

    /// The `Float` nearest the number `value` holds. A number beyond `Float`'s range, or one
    /// so small that it would be 0, is a fault, as `JSONDecoder` refuses its text.
    static func float(_ value: JSON, at codingPath: () -> [any CodingKey]) throws -> Float {
        switch value {
        case .double(let number):
            guard number.isFinite else { throw nonFinite(number, at: codingPath()) }
            let float = Float(number)
            guard float.isFinite, float != 0 || number == 0 else { throw misfit(number, Float.self, at: codingPath()) }
            return float
        case .int(let number): return Float(number)
        default: throw mismatch(Float.self, found: value, at: codingPath())
        }
    }

    /// `number` as an `Integer` when it is a whole number in the type's range: its value up
    /// to 2^53, beyond that the value of its shortest decimal text.
    static func wholeNumber<Integer: FixedWidthInteger>(_ number: Double, as type: Integer.Type) -> Integer? {
        guard let exact = Integer(exactly: number) else { return nil }
        if number.magnitude < 0x1p53 { return exact }
        return shortestDecimal(number, as: Integer.self)
    }

    /// The whole number that `number`'s shortest decimal text (its `description`, as
    /// `1.152921504606847e+18`) writes, when an `Integer` holds it.
    private static func shortestDecimal<Integer: FixedWidthInteger>(
        _ number: Double, as type: Integer.Type
    ) -> Integer? {
        var magnitude: Integer.Magnitude = 0
        var exponent = 0
        var fractionDigits = 0
        var inFraction = false
        var inExponent = false
        var exponentSign = 1
        for byte in number.description.utf8 {
            switch byte {
            case UInt8(ascii: "-") where inExponent: exponentSign = -1
            case UInt8(ascii: "-"), UInt8(ascii: "+"): continue
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    exponent = exponent * 10 + digit
                    guard exponent < 400 else { return nil }
                } else {
                    let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                    let (sum, carry) = shifted.addingReportingOverflow(Integer.Magnitude(digit))
                    guard !overflow, !carry else { return nil }
                    magnitude = sum
                    if inFraction { fractionDigits += 1 }
                }
            default: return nil
            }
        }
        var scale = exponentSign * exponent - fractionDigits
        while scale < 0 {
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            guard remainder == 0 else { return nil }
            magnitude = quotient
            scale += 1
        }
        while scale > 0 {
            let (shifted, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = shifted
            scale -= 1
        }
        guard number < 0 else { return Integer(exactly: magnitude) }
        guard Integer.isSigned, magnitude <= Integer.min.magnitude else { return nil }
        if magnitude == Integer.min.magnitude { return Integer.min }
        return Integer(exactly: magnitude).map { 0 - $0 }
    }
}
