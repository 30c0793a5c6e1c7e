extension JSONValueEncoder: SingleValueEncodingContainer {
    /// Writes `null`.
    func encodeNil() {
        setValue(.null)
    }

    /// Writes a Boolean.
    func encode(_ value: Bool) {
        setValue(.bool(value))
    }

    /// Writes a string.
    func encode(_ value: String) {
        setValue(.string(value))
    }

    /// Writes a `Double`: an integer when it is whole up to 2^53.
    func encode(_ value: Double) throws {
        guard let number = Self.number(value) else { throw Self.nonFinite(value, at: codingPath) }
        setValue(number)
    }

    /// Writes a `Float`: the number its shortest text writes.
    func encode(_ value: Float) throws {
        guard let number = Self.number(value) else { throw Self.nonFinite(value, at: codingPath) }
        setValue(number)
    }

    /// Writes an `Int`.
    func encode(_ value: Int) {
        setValue(Self.integer(value))
    }

    /// Writes an `Int8`.
    func encode(_ value: Int8) {
        setValue(Self.integer(value))
    }

    /// Writes an `Int16`.
    func encode(_ value: Int16) {
        setValue(Self.integer(value))
    }

    /// Writes an `Int32`.
    func encode(_ value: Int32) {
        setValue(Self.integer(value))
    }

    /// Writes an `Int64`.
    func encode(_ value: Int64) {
        setValue(Self.integer(value))
    }

    /// Writes an `Int128`.
    func encode(_ value: Int128) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt`.
    func encode(_ value: UInt) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt8`.
    func encode(_ value: UInt8) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt16`.
    func encode(_ value: UInt16) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt32`.
    func encode(_ value: UInt32) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt64`.
    func encode(_ value: UInt64) {
        setValue(Self.integer(value))
    }

    /// Writes a `UInt128`.
    func encode(_ value: UInt128) {
        setValue(Self.integer(value))
    }

    /// Writes any `Encodable` value as this value (a value that writes nothing writes an
    /// empty object, as `JSONEncoder` makes it).
    func encode<Value: Encodable>(_ value: Value) throws {
        if let direct = try encodeDirectly(value) {
            setValue(direct)
            return
        }
        try value.encode(to: self)
        if frame.content == .nothing { setValue(.object(JSON.Object())) }
    }
}
