import Foundation

extension JSON {
    /// Decodes this value into any `Decodable` type.
    ///
    /// ```swift
    /// struct Allergy: Decodable { let name: String }
    /// struct Patient: Decodable { let allergies: [Allergy] }
    /// let payload: JSON = ["allergies": [["name": "nuts"], [:]]]
    /// try payload.decode(Patient.self)
    /// // throws allergies[1].name: missing mandatory field "name"
    /// ```
    ///
    /// - Throws: ``JSONDecodingError`` with the coding path of the first fault and what
    ///   was expected there.
    public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws(JSONDecodingError) -> Value {
        let text: [UInt8]
        do {
            text = try utf8()
        } catch {
            throw JSONDecodingError(path: error.path, message: error.description, type: "\(Value.self)")
        }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text))
        } catch let error as DecodingError {
            throw describe(error, decoding: Value.self)
        } catch {
            throw JSONDecodingError(path: "", message: "\(error)", type: "\(Value.self)")
        }
    }

    /// Encodes any `Encodable` value as JSON.
    ///
    /// - Throws: ``JSONDecodingError`` when the value cannot be encoded (for example a
    ///   non-finite `Double`), naming where.
    public init(encoding value: some Encodable) throws(JSONDecodingError) {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else {
                throw JSONDecodingError(path: "", message: "\(error)", type: "\(type(of: value))")
            }
            throw JSONDecodingError(
                path: JSONDecodingError.format(context.codingPath), message: context.debugDescription,
                type: "\(type(of: value))")
        } catch {
            throw JSONDecodingError(path: "", message: "\(error)", type: "\(type(of: value))")
        }
        do {
            self = try JSON(parsing: data)
        } catch {
            throw JSONDecodingError(path: "", message: error.description, type: "\(type(of: value))")
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
            // The text handed to the decoder is this value's own, so it is valid JSON; Foundation
            // says otherwise, with no coding path, only when a number does not fit the integer
            // type of its field (a fraction, or a whole number beyond 64 bits).
            if context.codingPath.isEmpty, let misfit = firstNumberMisfit() {
                return JSONDecodingError(
                    path: misfit.path,
                    message: "\(misfit.number) does not fit the whole number (a 64-bit integer) the field takes, or "
                        + "another number beyond 64 bits or with a fraction does", type: type)
            }
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
