/// The members of an object being encoded: `KeyedEncodingContainer` for
/// ``JSONValueEncoder``. Its writes go to a ``JSONObjectBuilder``; once the object's value
/// is taken, the container's writes are dropped (its builder serves another object).
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder that made the container, which encodes its children.
    let encoder: JSONValueEncoder
    /// Where the members go.
    let builder: JSONObjectBuilder
    /// Where the container sits in the encoder's path.
    let place: JSONContainerPlace
    /// The builder's generation when the container was made.
    private let generation: Int

    /// A container writing to `builder`, at `place` in `encoder`'s path.
    init(encoder: JSONValueEncoder, builder: JSONObjectBuilder, place: JSONContainerPlace) {
        self.encoder = encoder
        self.builder = builder
        self.place = place
        generation = builder.generation
    }

    /// The coding path of the object.
    var codingPath: [any CodingKey] { place.codingPath(in: encoder.path) }

    /// Sets the member `key`, unless the object's value has been taken.
    @inline(__always)
    private func set(_ key: Key, _ value: JSONPendingValue) {
        guard builder.generation == generation else { return }
        builder.set(key.stringValue, value)
    }

    /// The coding path of the member `key`.
    private func codingPath(_ key: some CodingKey) -> [any CodingKey] {
        place.codingPath(in: encoder.path, appending: key)
    }

    /// Writes `null` for `key`.
    mutating func encodeNil(forKey key: Key) {
        set(key, .value(.null))
    }

    /// Writes a Boolean for `key`.
    mutating func encode(_ value: Bool, forKey key: Key) {
        set(key, .value(.bool(value)))
    }

    /// Writes a string for `key`.
    mutating func encode(_ value: String, forKey key: Key) {
        set(key, .value(.string(value)))
    }

    /// Writes a `Double` for `key`.
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(key, .value(try JSONValueEncoder.number(value) { codingPath(key) }))
    }

    /// Writes a `Float` for `key`.
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(key, .value(try JSONValueEncoder.number(value) { codingPath(key) }))
    }

    /// Writes an `Int` for `key`.
    mutating func encode(_ value: Int, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes an `Int8` for `key`.
    mutating func encode(_ value: Int8, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes an `Int16` for `key`.
    mutating func encode(_ value: Int16, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes an `Int32` for `key`.
    mutating func encode(_ value: Int32, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes an `Int64` for `key`.
    mutating func encode(_ value: Int64, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes an `Int128` for `key`.
    mutating func encode(_ value: Int128, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt` for `key`.
    mutating func encode(_ value: UInt, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt8` for `key`.
    mutating func encode(_ value: UInt8, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt16` for `key`.
    mutating func encode(_ value: UInt16, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt32` for `key`.
    mutating func encode(_ value: UInt32, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt64` for `key`.
    mutating func encode(_ value: UInt64, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes a `UInt128` for `key`.
    mutating func encode(_ value: UInt128, forKey key: Key) {
        set(key, .value(JSONValueEncoder.integer(value)))
    }

    /// Writes any `Encodable` value for `key`.
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let encoded = try encoder.withChildPath(place, key) { try encoder.encodeChild(value) }
        set(key, .value(encoded))
    }

    /// A container for the members of an object at `key`: the one made before for `key`,
    /// if that is what `key` last held.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested: JSONObjectBuilder
        if case .object(let existing)? = builder.lastValue(forKey: key.stringValue) {
            nested = existing
        } else {
            nested = JSONObjectBuilder()
            set(key, .object(nested))
        }
        return KeyedEncodingContainer(
            JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, builder: nested, place: place.nested(key)))
    }

    /// A container for the elements of an array at `key`: the one made before for `key`,
    /// if that is what `key` last held.
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested: JSONArrayBuilder
        if case .array(let existing)? = builder.lastValue(forKey: key.stringValue) {
            nested = existing
        } else {
            nested = JSONArrayBuilder()
            set(key, .array(nested))
        }
        return JSONUnkeyedEncodingContainer(encoder: encoder, builder: nested, place: place.nested(key))
    }

    /// An encoder whose value becomes the member `super`.
    mutating func superEncoder() -> any Encoder {
        let superEncoder = JSONValueEncoder(path: JSONCodingPath(codingPath(JSONCodingKey.superKey)))
        if builder.generation == generation { builder.set(JSONCodingKey.superKey.stringValue, .encoder(superEncoder)) }
        return superEncoder
    }

    /// An encoder whose value becomes the member `key`.
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let superEncoder = JSONValueEncoder(path: JSONCodingPath(codingPath(key)))
        set(key, .encoder(superEncoder))
        return superEncoder
    }
}
