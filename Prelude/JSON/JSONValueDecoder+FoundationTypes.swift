import Foundation

extension JSONValueDecoder {
    /// Whether `type` is one of the Foundation types `JSONDecoder` reads its own way.
    static func isFoundationType(_ type: Any.Type) -> Bool {
        type == Date.self || type == Data.self || type == URL.self || type == Decimal.self
    }

    /// Decodes the Foundation types that `JSONDecoder` reads its own way, with its default
    /// strategies: `Data` from Base64 text, a `URL` from its string, a `Decimal` from the
    /// digits of a number; `nil` for any other type. A `Date` (seconds since 2001, as
    /// `Date`'s own `init(from:)` reads them) is only checked for `null` here, which
    /// `JSONDecoder` names as a missing `Date` rather than a missing number.
    func decodeFoundationType(_ type: Any.Type, from child: JSON) throws -> Any? {
        if type == Date.self {
            if case .null = child { throw Self.mismatch(Date.self, found: child, at: codingPath) }
            return nil
        }
        if type == Data.self { return try data(from: child) }
        if type == URL.self { return try url(from: child) }
        if type == Decimal.self { return try decimal(from: child) }
        return nil
    }

    /// The bytes Base64 text writes.
    private func data(from child: JSON) throws -> Data {
        if case .null = child { throw Self.mismatch(Data.self, found: child, at: codingPath) }
        guard case .string(let text) = child else { throw Self.fault(reading: child, as: String.self, at: codingPath) }
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64.")
            )
        }
        return data
    }

    /// The URL a string writes.
    private func url(from child: JSON) throws -> URL {
        if case .null = child { throw Self.mismatch(URL.self, found: child, at: codingPath) }
        guard case .string(let text) = child else { throw Self.fault(reading: child, as: String.self, at: codingPath) }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "Invalid URL string."))
        }
        return url
    }

    /// The decimal a number's digits write: an integer exactly, a double as its shortest
    /// decimal text (`0.1` is 0.1, not the binary value nearest it).
    private func decimal(from child: JSON) throws -> Decimal {
        switch child {
        case .int(let number): return Decimal(number)
        case .double(let number):
            guard number.isFinite else { throw Self.nonFinite(number, at: codingPath) }
            guard let decimal = Decimal(string: number.description) else {
                throw Self.misfit(number, Decimal.self, at: codingPath)
            }
            return decimal
        default:
            throw Self.mismatch(Decimal.self, found: child, at: codingPath)
        }
    }
}
