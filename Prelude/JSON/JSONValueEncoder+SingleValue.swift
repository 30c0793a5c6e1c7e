extension JSONValueEncoder: SingleValueEncodingContainer {
    /// Writes `null`.
    func encodeNil() {
        written = .value(.null)
    }

    /// Writes a Boolean.
    func encode(_ value: Bool) {
        written = .value(.bool(value))
    }

    /// Writes a string.
    func encode(_ value: String) {
        written = .value(.string(value))
    }

    /// Writes a `Double`: an integer when it is whole up to 2^53.
    func encode(_ value: Double) throws {
        written = .value(try Self.number(value) { codingPath })
    }

    /// Writes a `Float`: the number its shortest text writes.
    func encode(_ value: Float) throws {
        written = .value(try Self.number(value) { codingPath })
    }

    /// Writes an `Int`.
    func encode(_ value: Int) {
        written = .value(Self.integer(value))
    }

    /// Writes an `Int8`.
    func encode(_ value: Int8) {
        written = .value(Self.integer(value))
    }

    /// Writes an `Int16`.
    func encode(_ value: Int16) {
        written = .value(Self.integer(value))
    }

    /// Writes an `Int32`.
    func encode(_ value: Int32) {
        written = .value(Self.integer(value))
    }

    /// Writes an `Int64`.
    func encode(_ value: Int64) {
        written = .value(Self.integer(value))
    }

    /// Writes an `Int128`.
    func encode(_ value: Int128) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt`.
    func encode(_ value: UInt) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt8`.
    func encode(_ value: UInt8) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt16`.
    func encode(_ value: UInt16) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt32`.
    func encode(_ value: UInt32) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt64`.
    func encode(_ value: UInt64) {
        written = .value(Self.integer(value))
    }

    /// Writes a `UInt128`.
    func encode(_ value: UInt128) {
        written = .value(Self.integer(value))
    }

    /// Writes any `Encodable` value as this value (a value that writes nothing writes an
    /// empty object, as `JSONEncoder` makes it).
    func encode<Value: Encodable>(_ value: Value) throws {
        if let direct = try encodeDirectly(value) {
            written = .value(direct)
            return
        }
        try value.encode(to: self)
        if case .nothing = written { written = .value(.object(JSON.Object())) }
    }
}
