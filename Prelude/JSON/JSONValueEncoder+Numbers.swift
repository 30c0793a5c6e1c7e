extension JSONValueEncoder {
    /// The value `JSONEncoder` writes for `number`, as `JSON(parsing:)` reads its text: a
    /// whole number up to 2^53 in magnitude has no fraction in its
    /// text (`3.0` is written `3`), so it is an integer; any other finite number, `-0.0`
    /// included, is a double.
    ///
    /// `nil` for a NaN or an infinity, which cannot be encoded (``nonFinite(_:at:)``).
    @inline(__always)
    static func number(_ number: Double) -> JSON? {
        guard number.isFinite else { return nil }
        if number.magnitude <= 0x1p53, number.rounded(.towardZero) == number, number != 0 || number.sign == .plus {
            return .int(Int(number))
        }
        return .double(number)
    }

    /// The value `JSONEncoder` writes for `number`: the number its shortest text writes
    /// (`Float(0.1)` is the double 0.1, not 0.10000000149011612), an integer when it is
    /// whole up to 2^24 in magnitude (beyond that `Float`'s text has an exponent).
    ///
    /// `nil` for a NaN or an infinity, which cannot be encoded (``nonFinite(_:at:)``).
    static func number(_ number: Float) -> JSON? {
        guard number.isFinite else { return nil }
        if number.magnitude <= 0x1p24, number.rounded(.towardZero) == number, number != 0 || number.sign == .plus {
            return .int(Int(number))
        }
        if number == 0 { return .double(-0.0) }
        return .double(Double(number.description) ?? Double(number))
    }

    /// An integer as an integer when `Int` holds it, else as the nearest double (the value
    /// its text parses to).
    @inline(__always)
    static func integer<Integer: FixedWidthInteger>(_ number: Integer) -> JSON {
        if let exact = Int(exactly: number) { return .int(exact) }
        return .double(Double(number))
    }

    /// The fault of a NaN or an infinity, in `JSONEncoder`'s words.
    static func nonFinite<Number: BinaryFloatingPoint>(
        _ number: Number, at codingPath: [any CodingKey]
    ) -> EncodingError {
        .invalidValue(
            number,
            EncodingError.Context(
                codingPath: codingPath, debugDescription: "Unable to encode \(Number.self).\(number) directly in JSON.")
        )
    }
}
