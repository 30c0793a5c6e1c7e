extension JSON {
    /// Whether two values are the same JSON: strings and object keys compare by Unicode
    /// scalars (code points), as RFC 8259 section 8.3 compares names, not by Swift's
    /// canonical equivalence; numbers compare by value and sign (`-0.0` is not `0.0`);
    /// objects by content, not key order. Equal values serialize to equal text.
    public static func == (lhs: JSON, rhs: JSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right && left.sign == right.sign
        case (.string(let left), .string(let right)): left.utf8.elementsEqual(right.utf8)
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes what `==` compares: strings and keys by their UTF-8 bytes.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let flag):
            hasher.combine(1)
            hasher.combine(flag)
        case .int(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .double(let number):
            hasher.combine(3)
            hasher.combine(number)
        case .string(let string):
            hasher.combine(4)
            Self.hashScalars(of: string, into: &hasher)
        case .array(let elements):
            hasher.combine(5)
            hasher.combine(elements)
        case .object(let members):
            hasher.combine(6)
            hasher.combine(members)
        }
    }

    /// Feeds the UTF-8 bytes of `string` to `hasher`, then a byte that UTF-8 never uses, so
    /// that two strings in a row hash differently from their concatenation.
    static func hashScalars(of string: String, into hasher: inout Hasher) {
        let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if hashed == nil {
            for byte in string.utf8 { hasher.combine(byte) }
        }
        hasher.combine(UInt8(0xFF))
    }
}
