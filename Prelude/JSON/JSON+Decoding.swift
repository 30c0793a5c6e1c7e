extension JSON {
    /// Decodes this value into any `Decodable` type, directly from the value: nothing is
    /// written as text and parsed again.
    ///
    /// ```swift
    /// struct Allergy: Decodable { let name: String }
    /// struct Patient: Decodable { let allergies: [Allergy] }
    /// let payload: JSON = ["allergies": [["name": "nuts"], [:]]]
    /// try payload.decode(Patient.self)
    /// // throws allergies[1].name: missing mandatory field "name"
    /// ```
    ///
    /// Values are read as Foundation's `JSONDecoder`, with its default strategies, reads the
    /// same JSON text:
    ///
    /// - A whole number fits an integer type when the type holds it, whether it is an
    ///   ``int(_:)`` or a ``double(_:)``: `3.0` decodes as 3, and beyond 2^53 a double gives
    ///   the number its shortest decimal text writes. A fraction, or a number beyond the
    ///   type's range (`300` for an `Int8`, `-1` for a `UInt`), is a fault naming its path.
    /// - `Double` and `Float` take any number; one beyond `Float`'s range is a fault.
    ///   A `Bool` is only `true` or `false`, a `String` only a string.
    /// - A `Date` is seconds since 1 January 2001, `Data` Base64 text, a `URL` its string,
    ///   a `Decimal` the digits of a number.
    /// - An optional is `nil` for an explicit `null` and for an absent key alike.
    /// - Dictionaries keyed by `String` or `Int` are objects; others are arrays of keys and
    ///   values one after the other.
    /// - A ``JSON``, ``JSON/Object`` or ``JSON/Array`` inside the type is the value as it is.
    /// - Object keys compare by Unicode scalars, as ``JSON/Object``'s do.
    ///
    /// A NaN or infinity (which a value built in code may hold) is a fault where it is read.
    ///
    /// - Throws: ``JSONDecodingError`` with the coding path of the first fault and what
    ///   was expected there.
    public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws(JSONDecodingError) -> Value {
        do {
            return try JSONValueDecoder(value: self).decode(Value.self, from: self)
        } catch let error as DecodingError {
            throw describe(error, decoding: Value.self)
        } catch {
            throw JSONDecodingError(path: "", message: "\(error)", type: "\(Value.self)")
        }
    }

    /// The value at `codingPath` inside this value, if there is one.
    func value(at codingPath: [any CodingKey]) -> JSON? {
        var current: JSON? = self
        for key in codingPath {
            switch current {
            case .object(let members): current = members[key.stringValue]
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            default: return nil
            }
        }
        return current
    }

    private func describe(_ error: DecodingError, decoding root: Any.Type) -> JSONDecodingError {
        let type = "\(root)"
        switch error {
        case .keyNotFound(let key, let context):
            return JSONDecodingError(
                path: JSONDecodingError.format(context.codingPath + [key]),
                message: "missing mandatory field \"\(key.stringValue)\"", type: type)
        case .typeMismatch(let expected, let context):
            return JSONDecodingError(
                path: JSONDecodingError.format(context.codingPath),
                message: "expected \(Self.describe(expected)), found \(found(at: context.codingPath))", type: type)
        case .valueNotFound(let expected, let context):
            return JSONDecodingError(
                path: JSONDecodingError.format(context.codingPath),
                message: "expected \(Self.describe(expected)), found null", type: type)
        case .dataCorrupted(let context):
            return JSONDecodingError(
                path: JSONDecodingError.format(context.codingPath), message: context.debugDescription, type: type)
        @unknown default:
            return JSONDecodingError(path: "", message: "\(error)", type: type)
        }
    }

    private func found(at codingPath: [any CodingKey]) -> String {
        guard let value = value(at: codingPath) else { return "nothing" }
        switch value {
        case .string(let string): return "string \"\(string.prefix(40))\""
        case .int(let number): return "integer \(number)"
        case .double(let number): return "number \(number)"
        case .bool(let flag): return "boolean \(flag)"
        default: return value.typeName
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Bool.Type: "a boolean"
        case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "an integer"
        case is Double.Type, is Float.Type: "a number"
        case is [Any].Type: "an array"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }
}
