/// The members of an object being decoded: `KeyedDecodingContainer` for
/// ``JSONValueDecoder``.
///
/// A key is looked up by a binary search of the object's members, which are sorted by the
/// UTF-8 bytes of their keys, comparing the key's bytes in place: a synthesized key's
/// `stringValue` is a literal, so no lookup makes a `String`. Keys compare by Unicode
/// scalars, as the object's do.
///
/// It holds its decoder strongly and the object's storage unretained, so that copying it
/// (which `KeyedDecodingContainer`'s box does on every call) costs one retain, not two. That
/// is safe because the storage outlives the container, which holds the decoder: the
/// decoder's ``JSONValueDecoder/value`` holds the object, or an object or array holding it,
/// for as long as the decoder lives (it is set to a child only while that child is decoded,
/// the parent held meanwhile by the decoding call); and storage held that way is never freed
/// nor changed in place, since a JSON value changes its storage in place only when it holds
/// the only reference to it.
struct JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder that made the container, which decodes its children.
    let decoder: JSONValueDecoder
    /// The object's members, not retained: see above. Reached through
    /// `_withUnsafeGuaranteedRef`, which lends the reference without a retain (loading an
    /// `unowned(unsafe)` reference retains it for the call).
    let members: Unmanaged<JSONObjectStorage>
    /// How many of the decoder's keys lead to the object.
    let depth: Int

    /// The coding path of the object.
    var codingPath: [any CodingKey] { decoder.path.keys(prefix: depth) }

    /// The keys of the object that `Key` knows, in the object's order.
    var allKeys: [Key] {
        members._withUnsafeGuaranteedRef { storage in
            storage.withElements { stored in
                var keys: [Key] = []
                keys.reserveCapacity(stored.count)
                for member in stored {
                    if let key = Key(stringValue: member.key) { keys.append(key) }
                }
                return keys
            }
        }
    }

    /// Whether the object has a member `key`.
    func contains(_ key: Key) -> Bool {
        members._withUnsafeGuaranteedRef { $0.search(key.stringValue).found }
    }

    /// The value of the member `key`; a fault when there is none.
    @inline(__always)
    private func member(_ key: Key) throws -> JSON {
        guard let value = members._withUnsafeGuaranteedRef({ $0.value(forKey: key.stringValue) }) else {
            throw JSONValueDecoder.missing(key, in: codingPath)
        }
        return value
    }

    /// The value of the member `key`, or `nil` when there is none or it is `null`.
    @inline(__always)
    private func presentMember(_ key: Key) -> JSON? {
        switch members._withUnsafeGuaranteedRef({ $0.value(forKey: key.stringValue) }) {
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
        if let decoded = JSONValueDecoder.boolValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Bool.self, at: codingPath(key))
    }

    /// The member `key` as a `Bool`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.boolValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Bool.self, at: codingPath(key))
    }

    /// The member `key` as a `String`.
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        let value = try member(key)
        // Consumed, so that the string moves out without a retain.
        switch consume value {
        case .string(let string): return string
        case let other: throw JSONValueDecoder.fault(reading: other, as: String.self, at: codingPath(key))
        }
    }

    /// The member `key` as a `String`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        let value = presentMember(key)
        switch consume value {
        case nil: return nil
        case .string(let string)?: return string
        case let other?: throw JSONValueDecoder.fault(reading: other, as: String.self, at: codingPath(key))
        }
    }

    /// The member `key` as a `Double`.
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        let value = try member(key)
        if let decoded = JSONValueDecoder.doubleValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Double.self, at: codingPath(key))
    }

    /// The member `key` as a `Double`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.doubleValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Double.self, at: codingPath(key))
    }

    /// The member `key` as a `Float`.
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        let value = try member(key)
        if let decoded = JSONValueDecoder.floatValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Float.self, at: codingPath(key))
    }

    /// The member `key` as a `Float`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.floatValue(value) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Float.self, at: codingPath(key))
    }

    /// The member `key` as an `Int`.
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int.self, at: codingPath(key))
    }

    /// The member `key` as an `Int`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int.self, at: codingPath(key))
    }

    /// The member `key` as an `Int8`.
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int8.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int8.self, at: codingPath(key))
    }

    /// The member `key` as an `Int8`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int8.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int8.self, at: codingPath(key))
    }

    /// The member `key` as an `Int16`.
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int16.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int16.self, at: codingPath(key))
    }

    /// The member `key` as an `Int16`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int16.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int16.self, at: codingPath(key))
    }

    /// The member `key` as an `Int32`.
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int32.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int32.self, at: codingPath(key))
    }

    /// The member `key` as an `Int32`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int32.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int32.self, at: codingPath(key))
    }

    /// The member `key` as an `Int64`.
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int64.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int64.self, at: codingPath(key))
    }

    /// The member `key` as an `Int64`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int64.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int64.self, at: codingPath(key))
    }

    /// The member `key` as an `Int128`.
    func decode(_ type: Int128.Type, forKey key: Key) throws -> Int128 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: Int128.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int128.self, at: codingPath(key))
    }

    /// The member `key` as an `Int128`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: Int128.Type, forKey key: Key) throws -> Int128? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: Int128.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: Int128.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt`.
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt8`.
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt8.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt8.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt8`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt8.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt8.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt16`.
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt16.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt16.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt16`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt16.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt16.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt32`.
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt32.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt32.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt32`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt32.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt32.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt64`.
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt64.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt64.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt64`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt64.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt64.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt128`.
    func decode(_ type: UInt128.Type, forKey key: Key) throws -> UInt128 {
        let value = try member(key)
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt128.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt128.self, at: codingPath(key))
    }

    /// The member `key` as a `UInt128`, or `nil` when it is absent or `null`.
    func decodeIfPresent(_ type: UInt128.Type, forKey key: Key) throws -> UInt128? {
        guard let value = presentMember(key) else { return nil }
        if let decoded = JSONValueDecoder.integerValue(value, as: UInt128.self) { return decoded }
        throw JSONValueDecoder.fault(reading: value, as: UInt128.self, at: codingPath(key))
    }

    /// The member `key` as any `Decodable` type.
    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        let value = try member(key)
        return try decoder.withChildPath(depth, key) { try decoder.decode(Value.self, from: value) }
    }

    /// The member `key` as any `Decodable` type, or `nil` when it is absent or `null`.
    func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        guard let value = presentMember(key) else { return nil }
        return try decoder.withChildPath(depth, key) { try decoder.decode(Value.self, from: value) }
    }

    /// The members of the object at `key`, through a decoder of their own (the container
    /// may be used while this one goes on).
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try JSONValueDecoder(value: try member(key), path: childPath(key)).container(keyedBy: type)
    }

    /// The elements of the array at `key`, through a decoder of their own.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try JSONValueDecoder(value: try member(key), path: childPath(key)).unkeyedContainer()
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
        JSONValueDecoder(
            value: members._withUnsafeGuaranteedRef { $0.value(forKey: key.stringValue) } ?? .null, path: childPath(key)
        )
    }

    /// The path of a decoder of its own for the member `key`.
    private func childPath(_ key: some CodingKey) -> JSONCodingPath {
        JSONCodingPath(decoder.path, prefix: depth, appending: key)
    }

    /// The coding path of the member `key`.
    private func codingPath(_ key: some CodingKey) -> [any CodingKey] {
        decoder.path.keys(prefix: depth, appending: key)
    }
}
