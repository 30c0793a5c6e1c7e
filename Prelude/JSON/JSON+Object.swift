extension JSON {
    /// The members of a JSON object: keys compared by their Unicode scalars (RFC 8259,
    /// section 8.3), not by Swift's canonical equivalence, so `"\u{E9}"` and `"e\u{301}"`
    /// are two keys. Copy-on-write, like `Swift.Dictionary`.
    ///
    /// Members are kept sorted by the UTF-8 bytes of their keys, which is the order of their
    /// Unicode scalars: for ASCII keys the order of `String`'s `<`, and for other keys code
    /// point order (so `"Z" < "a" < "e\u{301}" < "\u{E9}"`), without normalization. Iteration,
    /// ``keys``, ``values`` and the serializer all use that order. Looking a key up is a
    /// binary search (O(log n)); adding or removing a key moves the members after it (O(n)).
    ///
    /// Freeing an object never recurses into the arrays and objects it holds.
    ///
    /// ```swift
    /// var members: JSON.Object = ["open": true]
    /// members["name"] = "Kings Cross"
    /// members.keys                          // ["name", "open"]
    /// ```
    public struct Object: Sendable {
        /// One member: a key and its value.
        public typealias Element = (key: String, value: JSON)

        var storage: JSONObjectStorage

        /// An empty object.
        public init() {
            storage = .empty
        }

        /// The object holding the members of `dictionary` (whose keys are distinct).
        public init(_ dictionary: [String: JSON]) {
            var members = ContiguousArray<JSONMember>()
            members.reserveCapacity(dictionary.count)
            for (key, value) in dictionary { members.append(JSONMember(key: key, value: value)) }
            members.sort { JSON.Object.compare($0.key, $1.key) < 0 }
            storage = JSONObjectStorage(members)
        }

        /// The object holding `members`, which are sorted by key and have distinct keys.
        init(sorted members: ContiguousArray<JSONMember>) {
            storage = JSONObjectStorage(members)
        }

        /// Gives this object storage of its own before it changes.
        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = JSONObjectStorage(storage.members) }
        }
    }
}

extension JSON.Object {
    /// The value of the member `key` (compared by scalars), or `nil`. Setting `nil` removes
    /// the member; setting a value adds or replaces it.
    public subscript(key: String) -> JSON? {
        get {
            guard let position = index(forKey: key) else { return nil }
            return storage.members[position].value
        }
        set {
            if let newValue { updateValue(newValue, forKey: key) } else { removeValue(forKey: key) }
        }
    }

    /// The position of the member `key` (compared by scalars), or `nil`.
    public func index(forKey key: String) -> Int? {
        let (position, found) = search(key)
        return found ? position : nil
    }

    /// Sets the member `key` to `value`; returns the value it replaced, or `nil` when the
    /// key is new.
    @discardableResult
    public mutating func updateValue(_ value: JSON, forKey key: String) -> JSON? {
        let (position, found) = search(key)
        makeUnique()
        if found {
            let old = storage.members[position].value
            storage.members[position].value = value
            return old
        }
        storage.members.insert(JSONMember(key: key, value: value), at: position)
        return nil
    }

    /// Removes the member `key`; returns its value, or `nil` when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
        guard let position = index(forKey: key) else { return nil }
        makeUnique()
        return storage.members.remove(at: position).value
    }

    /// The keys, in order (sorted by UTF-8 bytes).
    public var keys: [String] { storage.members.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSON] { storage.members.map(\.value) }

    /// Where `key` is, or where it would go to keep the members sorted.
    private func search(_ key: String) -> (position: Int, found: Bool) {
        var low = 0
        var high = storage.members.count
        while low < high {
            let middle = (low + high) / 2
            let order = JSON.Object.compare(storage.members[middle].key, key)
            if order == 0 { return (middle, true) }
            if order < 0 { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Orders two keys by their UTF-8 bytes (the order of their scalars): negative when
    /// `left` comes first, 0 when they are the same scalars, positive otherwise.
    static func compare(_ left: String, _ right: String) -> Int {
        let contiguous = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in compare(leftBytes, rightBytes) }
        }
        if let contiguous, let order = contiguous { return order }
        return compare(Swift.Array(left.utf8), Swift.Array(right.utf8))
    }

    private static func compare(_ left: some Collection<UInt8>, _ right: some Collection<UInt8>) -> Int {
        for (leftByte, rightByte) in zip(left, right) where leftByte != rightByte {
            return leftByte < rightByte ? -1 : 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}

extension JSON.Object: RandomAccessCollection {
    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of members.
    public var endIndex: Int { storage.members.count }

    /// The member at `position`, which must be in `indices`; members are sorted by key.
    public subscript(position: Int) -> Element {
        let member = storage.members[position]
        return (member.key, member.value)
    }
}

extension JSON.Object: ExpressibleByDictionaryLiteral {
    /// A key.
    public typealias Key = String
    /// A value.
    public typealias Value = JSON

    /// Makes an object from a literal; when a key repeats (by scalars), the last value wins.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self.init(lastWins: elements)
    }

    /// The object of `elements`, keeping the last value of a key that repeats.
    init(lastWins elements: [(String, JSON)]) {
        // Sorting by key, then by position, puts each key's last value at the end of its run.
        let ordered = elements.enumerated().sorted { left, right in
            let order = JSON.Object.compare(left.element.0, right.element.0)
            return order != 0 ? order < 0 : left.offset < right.offset
        }
        var members = ContiguousArray<JSONMember>()
        members.reserveCapacity(ordered.count)
        for (_, (key, value)) in ordered {
            if let last = members.last, JSON.Object.compare(last.key, key) == 0 {
                members[members.count - 1].value = value
            } else {
                members.append(JSONMember(key: key, value: value))
            }
        }
        storage = JSONObjectStorage(members)
    }
}

extension JSON.Object: Hashable {
    /// Whether both hold the same keys (by scalars) with equal values.
    public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.count == rhs.count else { return false }
        for (left, right) in zip(lhs.storage.members, rhs.storage.members) {
            guard compare(left.key, right.key) == 0, left.value == right.value else { return false }
        }
        return true
    }

    /// Hashes what `==` compares: each key's UTF-8 bytes and its value, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.members.count)
        for member in storage.members {
            JSON.hashScalars(of: member.key, into: &hasher)
            hasher.combine(member.value)
        }
    }
}

extension JSON.Object: Codable {
    private struct MemberKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes an object of JSON values.
    public init(from decoder: any Decoder) throws {
        self.init(try [String: JSON](from: decoder))
    }

    /// Encodes the members as a keyed container, in key order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberKey.self)
        for member in storage.members { try container.encode(member.value, forKey: MemberKey(stringValue: member.key)) }
    }
}

extension JSON.Object: CustomStringConvertible {
    /// The compact JSON text of the object.
    public var description: String { JSON.object(self).description }
}
