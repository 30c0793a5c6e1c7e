/// The elements of an array being encoded: `UnkeyedEncodingContainer` for
/// ``JSONValueEncoder``. Its writes go to a ``JSONArrayBuilder``; once the array's value is
/// taken, the container's writes are dropped (its builder serves another array).
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    /// The encoder that made the container, which encodes its children.
    let encoder: JSONValueEncoder
    /// Where the elements go.
    let builder: JSONArrayBuilder
    /// Where the container sits in the encoder's path.
    let place: JSONContainerPlace
    /// The builder's generation when the container was made.
    private let generation: Int

    /// A container writing to `builder`, at `place` in `encoder`'s path.
    init(encoder: JSONValueEncoder, builder: JSONArrayBuilder, place: JSONContainerPlace) {
        self.encoder = encoder
        self.builder = builder
        self.place = place
        generation = builder.generation
    }

    /// The coding path of the array.
    var codingPath: [any CodingKey] { place.codingPath(in: encoder.path) }

    /// The number of elements written.
    var count: Int { builder.count }

    /// Adds `value` at the end, unless the array's value has been taken.
    @inline(__always)
    private func append(_ value: JSONPendingValue) {
        guard builder.generation == generation else { return }
        builder.append(value)
    }

    /// The key of the next element.
    private var nextKey: JSONCodingKey { JSONCodingKey(index: builder.count) }

    /// The coding path of the next element.
    private func nextPath() -> [any CodingKey] {
        place.codingPath(in: encoder.path, appending: nextKey)
    }

    /// Adds `null`.
    mutating func encodeNil() {
        append(.value(.null))
    }

    /// Adds a Boolean.
    mutating func encode(_ value: Bool) {
        append(.value(.bool(value)))
    }

    /// Adds a string.
    mutating func encode(_ value: String) {
        append(.value(.string(value)))
    }

    /// Adds a `Double`.
    mutating func encode(_ value: Double) throws {
        append(.value(try JSONValueEncoder.number(value, at: nextPath)))
    }

    /// Adds a `Float`.
    mutating func encode(_ value: Float) throws {
        append(.value(try JSONValueEncoder.number(value, at: nextPath)))
    }

    /// Adds an `Int`.
    mutating func encode(_ value: Int) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds an `Int8`.
    mutating func encode(_ value: Int8) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds an `Int16`.
    mutating func encode(_ value: Int16) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds an `Int32`.
    mutating func encode(_ value: Int32) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds an `Int64`.
    mutating func encode(_ value: Int64) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds an `Int128`.
    mutating func encode(_ value: Int128) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt`.
    mutating func encode(_ value: UInt) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt8`.
    mutating func encode(_ value: UInt8) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt16`.
    mutating func encode(_ value: UInt16) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt32`.
    mutating func encode(_ value: UInt32) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt64`.
    mutating func encode(_ value: UInt64) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds a `UInt128`.
    mutating func encode(_ value: UInt128) {
        append(.value(JSONValueEncoder.integer(value)))
    }

    /// Adds any `Encodable` value.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let encoded = try encoder.withChildPath(place, nextKey) { try encoder.encodeChild(value) }
        append(.value(encoded))
    }

    /// A container for the members of an object added at the end.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = JSONObjectBuilder()
        let nestedPlace = place.nested(nextKey)
        append(.object(nested))
        return KeyedEncodingContainer(
            JSONKeyedEncodingContainer<NestedKey>(encoder: encoder, builder: nested, place: nestedPlace))
    }

    /// A container for the elements of an array added at the end.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = JSONArrayBuilder()
        let nestedPlace = place.nested(nextKey)
        append(.array(nested))
        return JSONUnkeyedEncodingContainer(encoder: encoder, builder: nested, place: nestedPlace)
    }

    /// An encoder whose value becomes the element added at the end now.
    mutating func superEncoder() -> any Encoder {
        let superEncoder = JSONValueEncoder(path: JSONCodingPath(nextPath()))
        append(.encoder(superEncoder))
        return superEncoder
    }
}
