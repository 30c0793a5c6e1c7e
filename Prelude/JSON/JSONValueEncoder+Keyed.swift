/// The members of an object being encoded: `KeyedEncodingContainer` for
/// ``JSONValueEncoder``. Its writes go to the frame of the value it was made for; once that
/// value is taken, they are dropped.
///
/// Three words, one of them counted: copying the container, which `KeyedEncodingContainer`
/// does on every call, costs one retain.
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder that made the container, which encodes its children.
    let encoder: JSONValueEncoder
    /// The frame of the object.
    let frameID: Int
    /// How many of the encoder's keys lead to the object.
    let depth: Int

    /// The coding path of the object.
    var codingPath: [any CodingKey] { encoder.path.keys(prefix: depth) }

    /// Sets the member `key` to `value`.
    @inline(__always)
    private func set(_ key: Key, _ value: consuming JSON) {
        encoder.setMember(key.stringValue, value, frame: frameID)
    }

    /// The coding path of the member `key`.
    private func codingPath(_ key: some CodingKey) -> [any CodingKey] {
        encoder.path.keys(prefix: depth, appending: key)
    }

    /// An encoder whose value becomes the member `key` when the object is finished: the one
    /// made before for `key` when that is what `key` last held and `reusing`.
    private func pendingEncoder(_ key: some CodingKey, reusing: Bool) -> JSONValueEncoder {
        var existing: JSONValueEncoder?
        if reusing { encoder.withFrame(frameID) { existing = $0.pendingMember(forKey: key.stringValue) } }
        if let existing { return existing }
        let pending = JSONValueEncoder(path: JSONCodingPath(encoder.path, prefix: depth, appending: key))
        let room = encoder.objectRoom
        encoder.withFrame(frameID) { $0.setPendingMember(key.stringValue, pending, room: room) }
        return pending
    }

    /// Writes `null` for `key`.
    mutating func encodeNil(forKey key: Key) {
        set(key, .null)
    }

    /// Writes a Boolean for `key`.
    mutating func encode(_ value: Bool, forKey key: Key) {
        set(key, .bool(value))
    }

    /// Writes a string for `key`.
    mutating func encode(_ value: String, forKey key: Key) {
        set(key, .string(value))
    }

    /// Writes a `Double` for `key`.
    mutating func encode(_ value: Double, forKey key: Key) throws {
        guard let number = JSONValueEncoder.number(value) else {
            throw JSONValueEncoder.nonFinite(value, at: codingPath(key))
        }
        set(key, number)
    }

    /// Writes a `Float` for `key`.
    mutating func encode(_ value: Float, forKey key: Key) throws {
        guard let number = JSONValueEncoder.number(value) else {
            throw JSONValueEncoder.nonFinite(value, at: codingPath(key))
        }
        set(key, number)
    }

    /// Writes an `Int` for `key`.
    mutating func encode(_ value: Int, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes an `Int8` for `key`.
    mutating func encode(_ value: Int8, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes an `Int16` for `key`.
    mutating func encode(_ value: Int16, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes an `Int32` for `key`.
    mutating func encode(_ value: Int32, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes an `Int64` for `key`.
    mutating func encode(_ value: Int64, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes an `Int128` for `key`.
    mutating func encode(_ value: Int128, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt` for `key`.
    mutating func encode(_ value: UInt, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt8` for `key`.
    mutating func encode(_ value: UInt8, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt16` for `key`.
    mutating func encode(_ value: UInt16, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt32` for `key`.
    mutating func encode(_ value: UInt32, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt64` for `key`.
    mutating func encode(_ value: UInt64, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes a `UInt128` for `key`.
    mutating func encode(_ value: UInt128, forKey key: Key) {
        set(key, JSONValueEncoder.integer(value))
    }

    /// Writes any `Encodable` value for `key`.
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let encoded = try encoder.withChildPath(depth, key) { try encoder.encodeChild(value) }
        set(key, encoded)
    }

    /// A container for the members of an object at `key`, through an encoder of its own:
    /// the one made before for `key`, if that is what `key` last held.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        pendingEncoder(key, reusing: true).container(keyedBy: keyType)
    }

    /// A container for the elements of an array at `key`, through an encoder of its own:
    /// the one made before for `key`, if that is what `key` last held.
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        pendingEncoder(key, reusing: true).unkeyedContainer()
    }

    /// An encoder whose value becomes the member `super`.
    mutating func superEncoder() -> any Encoder {
        pendingEncoder(JSONCodingKey.superKey, reusing: false)
    }

    /// An encoder whose value becomes the member `key`.
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        pendingEncoder(key, reusing: false)
    }
}
