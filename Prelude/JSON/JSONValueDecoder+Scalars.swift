extension JSONValueDecoder {
    // Each scalar is read in two steps: a value function that gives `nil` for anything that
    // is not the scalar, inlined into the containers, and ``fault(reading:as:at:)``, which
    // says why, with the coding path the container makes only then. So a read that succeeds
    // runs no closure and makes no path.

    /// The Boolean `value` holds; only `true` and `false` are Booleans.
    @inline(__always)
    static func boolValue(_ value: JSON) -> Bool? {
        if case .bool(let flag) = value { flag } else { nil }
    }

    /// The string `value` holds (the same storage, not a copy); only a string is a string.
    /// `value` is consumed, so that the string moves out without a retain.
    @inline(__always)
    static func stringValue(_ value: consuming JSON) -> String? {
        switch consume value {
        case .string(let string): string
        default: nil
        }
    }

    /// The whole number `value` holds as an `Integer`: an integer in the type's range, or a
    /// double with a whole value in it (`3.0` is 3, `-0.0` is 0). Beyond 2^53, where doubles
    /// are more than 1 apart, a double gives the number its shortest decimal text writes
    /// (`1.152921504606847e+18`, not the binary value 1152921504606846976), as `JSONDecoder`
    /// reads that text.
    @inline(__always)
    static func integerValue<Integer: FixedWidthInteger>(_ value: JSON, as type: Integer.Type) -> Integer? {
        switch value {
        case .int(let number): Integer(exactly: number)
        case .double(let number) where number.isFinite: wholeNumber(number, as: Integer.self)
        default: nil
        }
    }

    /// The `Double` `value` holds: a double as it is (not a NaN or an infinity), an integer
    /// as the nearest double.
    @inline(__always)
    static func doubleValue(_ value: JSON) -> Double? {
        switch value {
        case .double(let number) where number.isFinite: number
        case .int(let number): Double(number)
        default: nil
        }
    }

    /// The `Float` nearest the number `value` holds. A number beyond `Float`'s range, or one
    /// so small that it would be 0, is not read, as `JSONDecoder` refuses its text.
    @inline(__always)
    static func floatValue(_ value: JSON) -> Float? {
        switch value {
        case .double(let number) where number.isFinite:
            let float = Float(number)
            return float.isFinite && (float != 0 || number == 0) ? float : nil
        case .int(let number): return Float(number)
        default: return nil
        }
    }

    /// Why `value` could not be read as a `type` (one of the scalars above) at `codingPath`:
    /// a NaN or infinity, a number the type does not hold, or a value of another kind.
    static func fault(reading value: JSON, as type: Any.Type, at codingPath: [any CodingKey]) -> DecodingError {
        switch value {
        case .double(let number) where !number.isFinite:
            return nonFinite(number, at: codingPath)
        case .int, .double:
            if let integer = type as? any FixedWidthInteger.Type { return misfit(value, integer, at: codingPath) }
            if type == Float.self, case .double(let number) = value {
                return misfit(number, Float.self, at: codingPath)
            }
            return mismatch(type, found: value, at: codingPath)
        default:
            return mismatch(type, found: value, at: codingPath)
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
