import Foundation

extension JSONValueEncoder {
    /// The Foundation types that `JSONEncoder` writes its own way, with its default
    /// strategies: `Data` as Base64 text, a `URL` as its absolute string, a `Decimal` as the
    /// number its digits write; `nil` for any other type. (A `Date` needs nothing here: its
    /// own `encode(to:)` writes its seconds since 2001, as `JSONEncoder` does.)
    func encodeFoundationType<Value>(_ value: Value) throws -> JSON? {
        if Value.self == Data.self, let data = value as? Data {
            return .string(data.base64EncodedString())
        }
        if Value.self == URL.self, let url = value as? URL {
            return .string(url.absoluteString)
        }
        if Value.self == Decimal.self, let decimal = value as? Decimal {
            return try number(decimal)
        }
        return nil
    }

    /// The number `decimal`'s digits write, as `JSON(parsing:)` reads them.
    ///
    /// - Throws: `EncodingError.invalidValue` for a NaN, at the value's path.
    private func number(_ decimal: Decimal) throws -> JSON {
        guard !decimal.isNaN, let number = try? JSON(parsing: decimal.description) else {
            throw EncodingError.invalidValue(
                decimal,
                EncodingError.Context(
                    codingPath: codingPath, debugDescription: "Unable to encode Decimal.\(decimal) directly in JSON."))
        }
        return number
    }
}
