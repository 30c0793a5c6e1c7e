/// The elements of an array being encoded: `UnkeyedEncodingContainer` for
/// ``JSONValueEncoder``. Its writes go to the frame of the value it was made for; once that
/// value is taken, they are dropped.
///
/// Three words, so that `any UnkeyedEncodingContainer` holds it without an allocation.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    /// The encoder that made the container, which encodes its children.
    let encoder: JSONValueEncoder
    /// The frame of the array.
    let frameID: Int
    /// How many of the encoder's keys lead to the array.
    let depth: Int

    /// The coding path of the array.
    var codingPath: [any CodingKey] { encoder.path.keys(prefix: depth) }

    /// The number of elements written.
    var count: Int {
        var count = 0
        encoder.withFrame(frameID) { count = $0.count }
        return count
    }

    /// Adds `value` at the end.
    @inline(__always)
    private func append(_ value: consuming JSON) {
        encoder.append(value, frame: frameID)
    }

    /// An encoder whose value becomes the element added at the end now, when the array is
    /// finished.
    private func pendingEncoder() -> JSONValueEncoder {
        let pending = JSONValueEncoder(path: JSONCodingPath(encoder.path, prefix: depth, appending: nextKey))
        let room = encoder.arrayRoom
        encoder.withFrame(frameID) { $0.appendPending(pending, room: room) }
        return pending
    }

    /// The key of the next element.
    private var nextKey: JSONCodingKey { JSONCodingKey(index: count) }

    /// The coding path of the next element.
    private func nextPath() -> [any CodingKey] {
        encoder.path.keys(prefix: depth, appending: nextKey)
    }

    /// Adds `null`.
    mutating func encodeNil() {
        append(.null)
    }

    /// Adds a Boolean.
    mutating func encode(_ value: Bool) {
        append(.bool(value))
    }

    /// Adds a string.
    mutating func encode(_ value: String) {
        append(.string(value))
    }

    /// Adds a `Double`.
    mutating func encode(_ value: Double) throws {
        guard let number = JSONValueEncoder.number(value) else {
            throw JSONValueEncoder.nonFinite(value, at: nextPath())
        }
        append(number)
    }

    /// Adds a `Float`.
    mutating func encode(_ value: Float) throws {
        guard let number = JSONValueEncoder.number(value) else {
            throw JSONValueEncoder.nonFinite(value, at: nextPath())
        }
        append(number)
    }

    /// Adds an `Int`.
    mutating func encode(_ value: Int) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds an `Int8`.
    mutating func encode(_ value: Int8) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds an `Int16`.
    mutating func encode(_ value: Int16) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds an `Int32`.
    mutating func encode(_ value: Int32) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds an `Int64`.
    mutating func encode(_ value: Int64) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds an `Int128`.
    mutating func encode(_ value: Int128) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt`.
    mutating func encode(_ value: UInt) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt8`.
    mutating func encode(_ value: UInt8) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt16`.
    mutating func encode(_ value: UInt16) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt32`.
    mutating func encode(_ value: UInt32) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt64`.
    mutating func encode(_ value: UInt64) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds a `UInt128`.
    mutating func encode(_ value: UInt128) {
        append(JSONValueEncoder.integer(value))
    }

    /// Adds any `Encodable` value.
    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let encoded = try encoder.withChildPath(depth, nextKey) { try encoder.encodeChild(value) }
        append(encoded)
    }

    /// A container for the members of an object added at the end, through an encoder of its
    /// own.
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        pendingEncoder().container(keyedBy: keyType)
    }

    /// A container for the elements of an array added at the end, through an encoder of its
    /// own.
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        pendingEncoder().unkeyedContainer()
    }

    /// An encoder whose value becomes the element added at the end now.
    mutating func superEncoder() -> any Encoder {
        pendingEncoder()
    }
}
