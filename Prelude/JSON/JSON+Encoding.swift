extension JSON {
    /// Encodes any `Encodable` value as JSON, directly into the value: nothing is written as
    /// text and parsed again.
    ///
    /// The result is the value Foundation's `JSONEncoder`, with its default strategies,
    /// writes, as `JSON(parsing:)` reads its text:
    ///
    /// - A `Double` with a whole value up to 2^53 in magnitude becomes an ``int(_:)`` (its
    ///   text has no fraction); any other finite `Double` a ``double(_:)``, `-0.0` included.
    ///   A `Float` becomes the number its shortest text writes (`0.1` is the double 0.1), an
    ///   integer when whole up to 2^24.
    /// - An integer beyond `Int` (a large `UInt64`) becomes the nearest double.
    /// - A `Date` becomes seconds since 1 January 2001, `Data` Base64 text, a `URL` its
    ///   absolute string, a `Decimal` the number its digits write.
    /// - A `nil` optional property is left out; `nil` elsewhere is ``null``.
    /// - Dictionaries keyed by `String` or `Int` become objects; others arrays of keys and
    ///   values one after the other.
    /// - A ``JSON``, ``JSON/Object`` or ``JSON/Array`` inside the value is taken as it is.
    /// - When a key is written twice, the last value wins; keys compare by Unicode scalars,
    ///   as ``JSON/Object``'s do.
    ///
    /// - Throws: ``JSONDecodingError`` when the value cannot be encoded, naming where: a NaN
    ///   or infinite `Double` or `Float` (also inside a ``JSON``), a NaN `Decimal`, or a value
    ///   that encodes nothing at all.
    public init(encoding value: some Encodable) throws(JSONDecodingError) {
        let cache = JSONEncoderCache.current()
        var encoder = JSONEncoderCache.encoder(cache: cache)
        defer { JSONEncoderCache.keep(&encoder, in: cache) }
        do {
            self = try encoder.encodeRoot(value)
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
    }
}
