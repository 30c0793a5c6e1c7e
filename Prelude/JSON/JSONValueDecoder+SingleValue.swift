extension JSONValueDecoder: SingleValueDecodingContainer {
    /// Whether the value is `null`.
    func decodeNil() -> Bool {
        if case .null = value { true } else { false }
    }

    /// The value as a Boolean.
    func decode(_ type: Bool.Type) throws -> Bool {
        if let decoded = Self.boolValue(value) { return decoded }
        throw Self.fault(reading: value, as: Bool.self, at: codingPath)
    }

    /// The value as a string.
    func decode(_ type: String.Type) throws -> String {
        if case .string(let string) = value { return string }
        throw Self.fault(reading: value, as: String.self, at: codingPath)
    }

    /// The value as a `Double`.
    func decode(_ type: Double.Type) throws -> Double {
        if let decoded = Self.doubleValue(value) { return decoded }
        throw Self.fault(reading: value, as: Double.self, at: codingPath)
    }

    /// The value as a `Float`.
    func decode(_ type: Float.Type) throws -> Float {
        if let decoded = Self.floatValue(value) { return decoded }
        throw Self.fault(reading: value, as: Float.self, at: codingPath)
    }

    /// The value as an `Int`.
    func decode(_ type: Int.Type) throws -> Int {
        if let decoded = Self.integerValue(value, as: Int.self) { return decoded }
        throw Self.fault(reading: value, as: Int.self, at: codingPath)
    }

    /// The value as an `Int8`.
    func decode(_ type: Int8.Type) throws -> Int8 {
        if let decoded = Self.integerValue(value, as: Int8.self) { return decoded }
        throw Self.fault(reading: value, as: Int8.self, at: codingPath)
    }

    /// The value as an `Int16`.
    func decode(_ type: Int16.Type) throws -> Int16 {
        if let decoded = Self.integerValue(value, as: Int16.self) { return decoded }
        throw Self.fault(reading: value, as: Int16.self, at: codingPath)
    }

    /// The value as an `Int32`.
    func decode(_ type: Int32.Type) throws -> Int32 {
        if let decoded = Self.integerValue(value, as: Int32.self) { return decoded }
        throw Self.fault(reading: value, as: Int32.self, at: codingPath)
    }

    /// The value as an `Int64`.
    func decode(_ type: Int64.Type) throws -> Int64 {
        if let decoded = Self.integerValue(value, as: Int64.self) { return decoded }
        throw Self.fault(reading: value, as: Int64.self, at: codingPath)
    }

    /// The value as an `Int128`.
    func decode(_ type: Int128.Type) throws -> Int128 {
        if let decoded = Self.integerValue(value, as: Int128.self) { return decoded }
        throw Self.fault(reading: value, as: Int128.self, at: codingPath)
    }

    /// The value as a `UInt`.
    func decode(_ type: UInt.Type) throws -> UInt {
        if let decoded = Self.integerValue(value, as: UInt.self) { return decoded }
        throw Self.fault(reading: value, as: UInt.self, at: codingPath)
    }

    /// The value as a `UInt8`.
    func decode(_ type: UInt8.Type) throws -> UInt8 {
        if let decoded = Self.integerValue(value, as: UInt8.self) { return decoded }
        throw Self.fault(reading: value, as: UInt8.self, at: codingPath)
    }

    /// The value as a `UInt16`.
    func decode(_ type: UInt16.Type) throws -> UInt16 {
        if let decoded = Self.integerValue(value, as: UInt16.self) { return decoded }
        throw Self.fault(reading: value, as: UInt16.self, at: codingPath)
    }

    /// The value as a `UInt32`.
    func decode(_ type: UInt32.Type) throws -> UInt32 {
        if let decoded = Self.integerValue(value, as: UInt32.self) { return decoded }
        throw Self.fault(reading: value, as: UInt32.self, at: codingPath)
    }

    /// The value as a `UInt64`.
    func decode(_ type: UInt64.Type) throws -> UInt64 {
        if let decoded = Self.integerValue(value, as: UInt64.self) { return decoded }
        throw Self.fault(reading: value, as: UInt64.self, at: codingPath)
    }

    /// The value as a `UInt128`.
    func decode(_ type: UInt128.Type) throws -> UInt128 {
        if let decoded = Self.integerValue(value, as: UInt128.self) { return decoded }
        throw Self.fault(reading: value, as: UInt128.self, at: codingPath)
    }

    /// The value as any `Decodable` type.
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try decode(Value.self, from: value)
    }
}
