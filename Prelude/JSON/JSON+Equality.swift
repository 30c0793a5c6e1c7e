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
        case (.object(let left), .object(let right)): sameMembers(left, right)
        default: false
        }
    }

    /// Whether two objects hold the same keys (by scalars) with equal values.
    private static func sameMembers(_ left: [String: JSON], _ right: [String: JSON]) -> Bool {
        guard left.count == right.count else { return false }
        for (key, value) in left {
            // `index(forKey:)` finds a canonically equivalent key; it must also be the
            // same scalars.
            guard let index = right.index(forKey: key) else { return false }
            let (otherKey, otherValue) = right[index]
            guard key.utf8.elementsEqual(otherKey.utf8), value == otherValue else { return false }
        }
        return true
    }

    /// Hashes what `==` compares: values equal by scalars are canonically equivalent, so
    /// hashing strings and keys as Swift does keeps equal values' hashes equal.
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
            hasher.combine(string)
        case .array(let elements):
            hasher.combine(5)
            hasher.combine(elements)
        case .object(let members):
            hasher.combine(6)
            hasher.combine(members)
        }
    }
}
