/// A JSON value: what crosses the hub as a payload and what the front end speaks.
///
/// Integers and floating-point numbers are kept apart so that a value survives a round
/// trip through text unchanged (`9007199254740993` stays an integer; `0.1` stays `0.1`).
/// Strings and object keys compare by Unicode scalars; objects compare by content, not by
/// the order their members were written in. Arrays and objects are ``JSON/Array`` and
/// ``JSON/Object``, so freeing a value never recurses, however deeply it nests.
///
/// ```swift
/// let payload: JSON = ["clinic": "Kings Cross", "open": true, "rooms": [1, 2]]
/// let text = payload.serialized()            // {"clinic":"Kings Cross","open":true,"rooms":[1,2]}
/// let back = try JSON(parsing: text)         // == payload
/// struct Clinic: Decodable { let clinic: String }
/// let clinic = try payload.decode(Clinic.self)
/// ```
public enum JSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without fraction or exponent that fits an `Int`.
    case int(Int)
    /// Any other number. Never NaN or infinite in a value that serialises.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list.
    case array(JSON.Array)
    /// A map from keys to values, with keys compared by Unicode scalars and kept sorted by
    /// their UTF-8 bytes.
    case object(JSON.Object)
}

extension JSON {
    /// The type's name as JSON Schema calls it, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .double: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The member named `key` (compared by Unicode scalars) when this is an object, else `nil`.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    /// The element at `index` when this is an array and the index is in range, else `nil`.
    public subscript(index: Int) -> JSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The string when this is `.string`, else `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// The integer when this is `.int` (or a `.double` with an exact integer value), else `nil`.
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): Int(exactly: value)
        default: nil
        }
    }

    /// The number as a `Double` when this is `.int` or `.double`, else `nil`.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The Boolean when this is `.bool`, else `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { value } else { nil }
    }

    /// The elements when this is `.array`, else `nil`.
    public var arrayValue: JSON.Array? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members when this is `.object`, else `nil`.
    public var objectValue: JSON.Object? {
        if case .object(let value) = self { value } else { nil }
    }

    /// Whether this is `.null`.
    public var isNull: Bool { self == .null }
}

extension JSON: CustomStringConvertible {
    /// The compact JSON text, with keys sorted.
    public var description: String { (try? serialized()) ?? "<JSON with a non-finite number>" }
}
