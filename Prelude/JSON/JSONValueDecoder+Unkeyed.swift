/// The elements of an array being decoded: `UnkeyedDecodingContainer` for
/// ``JSONValueDecoder``. It reads past the end as `JSONDecoder` does: a fault naming the
/// next index, except `decodeIfPresent`, which gives `nil` and moves on.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    /// The decoder that made the container, which decodes its children.
    let decoder: JSONValueDecoder
    /// The array's elements.
    let elements: JSON.Array
    /// How many of the decoder's keys lead to the array.
    let depth: Int
    /// The index of the next element to decode.
    private(set) var currentIndex = 0

    /// A container of `elements`, `depth` keys down `decoder`'s path.
    init(decoder: JSONValueDecoder, elements: JSON.Array, depth: Int) {
        self.decoder = decoder
        self.elements = elements
        self.depth = depth
    }

    /// The coding path of the array.
    var codingPath: [any CodingKey] { decoder.path.keys(prefix: depth) }

    /// The number of elements.
    var count: Int? { elements.count }

    /// Whether every element has been decoded.
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The next element, which a `type` is to be read from; a fault past the end.
    @inline(__always)
    private func next(_ type: @autoclosure () -> Any.Type) throws -> JSON {
        guard currentIndex < elements.count else {
            throw JSONValueDecoder.atEnd(type(), at: currentPath())
        }
        return elements[currentIndex]
    }

    /// The next element, or `nil` past the end or when it is `null`.
    @inline(__always)
    private func presentNext() -> JSON? {
        guard currentIndex < elements.count else { return nil }
        let value = elements[currentIndex]
        if case .null = value { return nil }
        return value
    }

    /// The path of a decoder of its own for the next element.
    private func childPath() -> JSONCodingPath {
        JSONCodingPath(decoder.path, prefix: depth, appending: JSONCodingKey(index: currentIndex))
    }

    /// The coding path of the next element.
    private func currentPath() -> [any CodingKey] {
        decoder.path.keys(prefix: depth, appending: JSONCodingKey(index: currentIndex))
    }

    /// Whether the next element is `null`, moving past it when it is.
    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    /// The next element as a `Bool`.
    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let value = try next(Bool.self)
        guard let decoded = JSONValueDecoder.boolValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Bool.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `Bool`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Bool.Type) throws -> Bool? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.boolValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Bool.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `String`.
    mutating func decode(_ type: String.Type) throws -> String {
        let value = try next(String.self)
        guard let decoded = JSONValueDecoder.stringValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: String.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `String`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: String.Type) throws -> String? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.stringValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: String.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `Double`.
    mutating func decode(_ type: Double.Type) throws -> Double {
        let value = try next(Double.self)
        guard let decoded = JSONValueDecoder.doubleValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Double.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `Double`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Double.Type) throws -> Double? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.doubleValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Double.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `Float`.
    mutating func decode(_ type: Float.Type) throws -> Float {
        let value = try next(Float.self)
        guard let decoded = JSONValueDecoder.floatValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Float.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `Float`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Float.Type) throws -> Float? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.floatValue(value) else {
            throw JSONValueDecoder.fault(reading: value, as: Float.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int`.
    mutating func decode(_ type: Int.Type) throws -> Int {
        let value = try next(Int.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int.Type) throws -> Int? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int8`.
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let value = try next(Int8.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int8.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int8.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int8`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int8.Type) throws -> Int8? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int8.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int8.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int16`.
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let value = try next(Int16.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int16.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int16.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int16`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int16.Type) throws -> Int16? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int16.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int16.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int32`.
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let value = try next(Int32.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int32.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int32.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int32`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int32.Type) throws -> Int32? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int32.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int32.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int64`.
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let value = try next(Int64.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int64.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int64.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int64`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int64.Type) throws -> Int64? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int64.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int64.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int128`.
    mutating func decode(_ type: Int128.Type) throws -> Int128 {
        let value = try next(Int128.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int128.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int128.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as an `Int128`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: Int128.Type) throws -> Int128? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: Int128.self) else {
            throw JSONValueDecoder.fault(reading: value, as: Int128.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt`.
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let value = try next(UInt.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt.Type) throws -> UInt? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt8`.
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let value = try next(UInt8.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt8.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt8.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt8`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt8.Type) throws -> UInt8? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt8.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt8.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt16`.
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let value = try next(UInt16.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt16.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt16.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt16`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt16.Type) throws -> UInt16? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt16.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt16.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt32`.
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let value = try next(UInt32.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt32.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt32.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt32`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt32.Type) throws -> UInt32? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt32.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt32.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt64`.
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let value = try next(UInt64.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt64.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt64.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt64`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt64.Type) throws -> UInt64? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt64.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt64.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt128`.
    mutating func decode(_ type: UInt128.Type) throws -> UInt128 {
        let value = try next(UInt128.self)
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt128.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt128.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as a `UInt128`, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent(_ type: UInt128.Type) throws -> UInt128? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        guard let decoded = JSONValueDecoder.integerValue(value, as: UInt128.self) else {
            throw JSONValueDecoder.fault(reading: value, as: UInt128.self, at: currentPath())
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as any `Decodable` type.
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        let value = try next(Value.self)
        let decoded = try decoder.withChildPath(depth, JSONCodingKey(index: currentIndex)) {
            try decoder.decode(Value.self, from: value)
        }
        currentIndex += 1
        return decoded
    }

    /// The next element as any `Decodable` type, or `nil` when it is `null` or past the end.
    mutating func decodeIfPresent<Value: Decodable>(_ type: Value.Type) throws -> Value? {
        guard let value = presentNext() else {
            currentIndex += 1
            return nil
        }
        let decoded = try decoder.withChildPath(depth, JSONCodingKey(index: currentIndex)) {
            try decoder.decode(Value.self, from: value)
        }
        currentIndex += 1
        return decoded
    }

    /// The members of the next element, an object, through a decoder of their own (the
    /// container may be used while this one goes on).
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try JSONValueDecoder(value: value, path: childPath()).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    /// The elements of the next element, an array, through a decoder of their own.
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let value = try next((any UnkeyedDecodingContainer).self)
        let container = try JSONValueDecoder(value: value, path: childPath()).unkeyedContainer()
        currentIndex += 1
        return container
    }

    /// A decoder of the next element.
    mutating func superDecoder() throws -> any Decoder {
        let value = try next((any Decoder).self)
        let superDecoder = JSONValueDecoder(value: value, path: childPath())
        currentIndex += 1
        return superDecoder
    }
}
