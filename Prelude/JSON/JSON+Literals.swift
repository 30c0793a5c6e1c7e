extension JSON: ExpressibleByNilLiteral {
    /// Makes a value from a literal.
    public init(nilLiteral: ()) { self = .null }
}

extension JSON: ExpressibleByBooleanLiteral {
    /// Makes a value from a literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSON: ExpressibleByIntegerLiteral {
    /// Makes a value from a literal.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSON: ExpressibleByFloatLiteral {
    /// Makes a value from a literal.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSON: ExpressibleByStringLiteral {
    /// Makes a value from a literal.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSON: ExpressibleByArrayLiteral {
    /// Makes a value from a literal.
    public init(arrayLiteral elements: JSON...) { self = .array(JSON.Array(elements)) }
}

extension JSON: ExpressibleByDictionaryLiteral {
    /// Makes an object; when a key repeats (by Unicode scalars), the last value wins.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(JSON.Object(lastWins: elements))
    }
}
