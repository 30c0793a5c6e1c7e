extension JSONValueDecoder: SingleValueDecodingContainer {
    /// Whether the value is `null`.
    func decodeNil() -> Bool {
        if case .null = value { true } else { false }
    }

    /// The value as a Boolean.
    func decode(_ type: Bool.Type) throws -> Bool {
        try Self.bool(value) { codingPath }
    }

    /// The value as a string.
    func decode(_ type: String.Type) throws -> String {
        try Self.string(value) { codingPath }
    }

    /// The value as a `Double`.
    func decode(_ type: Double.Type) throws -> Double {
        try Self.double(value) { codingPath }
    }

    /// The value as a `Float`.
    func decode(_ type: Float.Type) throws -> Float {
        try Self.float(value) { codingPath }
    }

    /// The value as an `Int`.
    func decode(_ type: Int.Type) throws -> Int {
        try Self.integer(value, as: Int.self) { codingPath }
    }

    /// The value as an `Int8`.
    func decode(_ type: Int8.Type) throws -> Int8 {
        try Self.integer(value, as: Int8.self) { codingPath }
    }

    /// The value as an `Int16`.
    func decode(_ type: Int16.Type) throws -> Int16 {
        try Self.integer(value, as: Int16.self) { codingPath }
    }

    /// The value as an `Int32`.
    func decode(_ type: Int32.Type) throws -> Int32 {
        try Self.integer(value, as: Int32.self) { codingPath }
    }

    /// The value as an `Int64`.
    func decode(_ type: Int64.Type) throws -> Int64 {
        try Self.integer(value, as: Int64.self) { codingPath }
    }

    /// The value as an `Int128`.
    func decode(_ type: Int128.Type) throws -> Int128 {
        try Self.integer(value, as: Int128.self) { codingPath }
    }

    /// The value as a `UInt`.
    func decode(_ type: UInt.Type) throws -> UInt {
        try Self.integer(value, as: UInt.self) { codingPath }
    }

    /// The value as a `UInt8`.
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try Self.integer(value, as: UInt8.self) { codingPath }
    }

    /// The value as a `UInt16`.
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try Self.integer(value, as: UInt16.self) { codingPath }
    }

    /// The value as a `UInt32`.
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try Self.integer(value, as: UInt32.self) { codingPath }
    }

    /// The value as a `UInt64`.
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try Self.integer(value, as: UInt64.self) { codingPath }
    }

    /// The value as a `UInt128`.
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        try Self.integer(value, as: UInt128.self) { codingPath }
    }

    /// The value as any `Decodable` type.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decode(Value.self, from: value)
    }
}
