import Foundation

extension JSON {
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
}
