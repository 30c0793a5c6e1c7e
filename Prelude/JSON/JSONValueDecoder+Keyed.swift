/// The members of an object being decoded: `KeyedDecodingContainer` for
/// ``JSONValueDecoder``.
///
/// A key is looked up by a binary search of the object's members, which are sorted by the
/// UTF-8 bytes of their keys, comparing the key's bytes in place: a synthesized key's
/// `stringValue` is a literal, so no lookup makes a `String`. Keys compare by Unicode
/// scalars, as the object's do.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder that made the container, which decodes its children.
    let decoder: JSONValueDecoder
    /// The object's members.
    let members: JSON.Object
    /// Where the container sits in the decoder's path.
    let place: JSONContainerPlace

    /// The coding path of the object.
    var codingPath: [any CodingKey] { place.codingPath(in: decoder.path) }

    /// The keys of the object that `Key` knows, in the object's order.
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    /// Whether the object has a member `key`.
    func contains(_ key: Key) -> Bool {
        members.index(forKey: key.stringValue) != nil
    }

    /// The value of the member `key`; a fault when there is none.
    @inline(__always)
    private func member(_ key: Key) throws -> JSON {
        guard let value = members[key.stringValue] else { throw JSONValueDecoder.missing(key, in: codingPath) }
        return value
    }

    /// The value of the member `key`, or `nil` when there is none or it is `null`.
    @inline(__always)
    private func presentMember(_ key: Key) -> JSON? {
        switch members[key.stringValue] {
        case .none, .null?: nil
        case let value?: value
        }
    }

    /// Whether the member `key` is `null`; a fault when there is no such member.
    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key) { true } else { false }
    }

    /// The member `key` as a `Bool`.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let value = try member(key)
        return try JSONValueDecoder.bool(value, at: { codingPath(key) })
    }

    /// The member `key` as a `Bool`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.bool(value, at: { codingPath(key) })
    }

    /// The member `key` as a `String`.
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let value = try member(key)
        return try JSONValueDecoder.string(value, at: { codingPath(key) })
    }

    /// The member `key` as a `String`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.string(value, at: { codingPath(key) })
    }

    /// The member `key` as a `Double`.
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let value = try member(key)
        return try JSONValueDecoder.double(value, at: { codingPath(key) })
    }

    /// The member `key` as a `Double`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.double(value, at: { codingPath(key) })
    }

    /// The member `key` as a `Float`.
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let value = try member(key)
        return try JSONValueDecoder.float(value, at: { codingPath(key) })
    }

    /// The member `key` as a `Float`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.float(value, at: { codingPath(key) })
    }

    /// The member `key` as an `Int`.
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int8`.
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int8.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int8`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int8.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int16`.
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int16.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int16`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int16.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int32`.
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int32.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int32`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int32.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int64`.
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int64.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int64`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int64.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int128`.
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: Int128.self, at: { codingPath(key) })
    }

    /// The member `key` as an `Int128`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: Int128.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt`.
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt8`.
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt8.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt8`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt8.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt16`.
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt16.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt16`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt16.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt32`.
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt32.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt32`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt32.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt64`.
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt64.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt64`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt64.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt128`.
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        let value = try member(key)
        return try JSONValueDecoder.integer(value, as: UInt128.self, at: { codingPath(key) })
    }

    /// The member `key` as a `UInt128`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        guard let value = presentMember(key) else { return nil }
        return try JSONValueDecoder.integer(value, as: UInt128.self, at: { codingPath(key) })
    }

    /// The member `key` as any `Decodable` type.
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        let value = try member(key)
        return try decoder.withChildPath(place, key) { try decoder.decode(Value.self, from: value) }
    }

    /// The member `key` as any `Decodable` type, or `nil` when it is absent or `null`.
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let value = presentMember(key) else { return nil }
        return try decoder.withChildPath(place, key) { try decoder.decode(Value.self, from: value) }
    }

    /// The members of the object at `key`.
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard case .object(let nested) = try member(key) else {
            throw JSONValueDecoder.mismatch([String: Any].self, found: try member(key), at: codingPath(key))
        }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<NestedKey>(decoder: decoder, members: nested, place: place.nested(key)))
    }

    /// The elements of the array at `key`.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = try member(key) else {
            throw JSONValueDecoder.mismatch([Any].self, found: try member(key), at: codingPath(key))
        }
        return JSONUnkeyedDecodingContainer(decoder: decoder, elements: elements, place: place.nested(key))
    }

    /// A decoder of the member `super`, or of `null` when there is none.
    func superDecoder() throws -> any Decoder {
        superDecoder(JSONCodingKey.superKey)
    }

    /// A decoder of the member `key`, or of `null` when there is none.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        superDecoder(key)
    }

    private func superDecoder(_ key: some CodingKey) -> JSONValueDecoder {
        JSONValueDecoder(value: members[key.stringValue] ?? .null, path: JSONCodingPath(codingPath(key)))
    }

    /// The coding path of the member `key`.
    private func codingPath(_ key: some CodingKey) -> [any CodingKey] {
        place.codingPath(in: decoder.path, appending: key)
    }
}
