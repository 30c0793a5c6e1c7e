import Prelude

/// A value under the key `v`, so that a test decodes or encodes one field of a known path.
struct Field<Value: Codable>: Codable {
    var v: Value
}

extension Field: Equatable where Value: Equatable {}

/// An optional value under the key `v`: absent when `nil`.
struct OptionalField<Value: Codable>: Codable {
    var v: Value?
}

/// The fault `json.decode(Value.self)` reports, or `nil` when it decodes.
func decodingError<Value: Decodable>(_ json: JSON, as type: Value.Type) -> JSONDecodingError? {
    do {
        _ = try json.decode(Value.self)
        return nil
    } catch {
        return error
    }
}

/// The fault `JSON(encoding: value)` reports, or `nil` when it encodes.
func encodingError(_ value: some Encodable) -> JSONDecodingError? {
    do {
        _ = try JSON(encoding: value)
        return nil
    } catch {
        return error
    }
}
