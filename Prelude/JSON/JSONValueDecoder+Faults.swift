extension JSONValueDecoder {
    /// The fault of finding `found` where a `type` was expected: `valueNotFound` for a null,
    /// else `typeMismatch`, as `JSONDecoder` throws them. ``JSON/decode(_:)`` words both as
    /// "expected an integer, found string "forty"".
    static func mismatch(_ type: Any.Type, found: JSON, at codingPath: [any CodingKey]) -> DecodingError {
        if case .null = found {
            return .valueNotFound(
                type,
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "Cannot get value of type \(type) -- found null value instead"
                ))
        }
        return .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "Expected to decode \(type) but found \(found.typeName) instead."))
    }

    /// The fault of finding `found` where an object was expected, as `JSONDecoder` names it
    /// (`[String: Any]`). Out of line, so that its callers name no generic type.
    @inline(never)
    static func objectExpected(found: JSON, at codingPath: [any CodingKey]) -> DecodingError {
        mismatch([String: Any].self, found: found, at: codingPath)
    }

    /// The fault of finding `found` where an array was expected, as `JSONDecoder` names it
    /// (`[Any]`). Out of line, so that its callers name no generic type.
    @inline(never)
    static func arrayExpected(found: JSON, at codingPath: [any CodingKey]) -> DecodingError {
        mismatch([Any].self, found: found, at: codingPath)
    }

    /// The fault of an object without `key`.
    static func missing(_ key: some CodingKey, in codingPath: [any CodingKey]) -> DecodingError {
        .keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }

    /// The fault of reading a `type` past the end of an unkeyed container; `codingPath` ends
    /// with the index after the last element. `JSONDecoder` reports it as a null found there.
    static func atEnd(_ type: Any.Type, at codingPath: [any CodingKey]) -> DecodingError {
        .valueNotFound(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "Unkeyed container is at end."))
    }

    /// The fault of a number that the whole-number type `type` does not hold: a fraction, or
    /// a number beyond the type's range.
    static func misfit<Integer: FixedWidthInteger>(
        _ number: JSON, _ type: Integer.Type, at codingPath: [any CodingKey]
    ) -> DecodingError {
        let range =
            Integer.self == Int.self || Integer.self == Int64.self
            ? "a 64-bit integer" : "\(Integer.self), \(Integer.min) to \(Integer.max)"
        return .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(describe(number)) does not fit the whole number (\(range)) the field takes"))
    }

    /// The fault of a number that no value of the floating-point or decimal type `type`
    /// holds: beyond its range, or so small that it would be 0.
    static func misfit(_ number: Double, _ type: Any.Type, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "\(describe(.double(number))) does not fit the \(type) the field takes"))
    }

    /// The fault of a NaN or an infinity where a number is read, in the words
    /// ``JSONSerializationError`` uses for it.
    static func nonFinite(_ number: Double, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: JSONSerializationError(path: JSONDecodingError.format(codingPath), value: number)
                    .description))
    }

    /// A number as a fault names it: `integer 300`, `number 3.5`.
    private static func describe(_ number: JSON) -> String {
        switch number {
        case .int(let integer): "integer \(integer)"
        case .double(let double): "number \(double)"
        default: number.typeName
        }
    }
}
