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
    ///
    /// `@unchecked Sendable` is safe for the reason ``JSON/Array`` gives: the storage is
    /// copy-on-write, changed only through the one reference `isKnownUniquelyReferenced`
    /// has shown to be the only one, and only read while shared.
    public struct Object: @unchecked Sendable {
        /// One member: a key and its value.
        public typealias Element = (key: String, value: JSON)

        var storage: JSONObjectStorage

        /// The value every empty object starts as, so `JSON.Object()` allocates nothing.
        private static let empty = Object(storage: .make(capacity: 0))

        /// An empty object.
        public init() {
            self = Self.empty
        }

        /// The object holding the members of `dictionary` (whose keys are distinct).
        public init(_ dictionary: [String: JSON]) {
            var members = ContiguousArray<JSONMember>()
            members.reserveCapacity(dictionary.count)
            for (key, value) in dictionary { members.append(JSONMember(key: key, value: value)) }
            members.sort { JSON.Object.compare($0.key, $1.key) < 0 }
            storage = .make(copying: members, capacity: members.count)
        }

        /// The object with `storage`, whose members are sorted by key and have distinct keys.
        init(storage: JSONObjectStorage) {
            self.storage = storage
        }

        /// Gives this object storage of its own with room for `capacity` members before it
        /// changes, and before `incoming` is stored in it (see
        /// ``JSONStorage/makeUnique(_:room:incoming:)``).
        private mutating func makeUnique(capacity needed: Int, incoming: JSON? = nil) {
            var incomingStorage: JSONObjectStorage?
            if case .object(let object) = incoming { incomingStorage = object.storage }
            JSONObjectStorage.makeUnique(&storage, room: needed, incoming: incomingStorage)
        }
    }
}

extension JSON.Object {
    /// The value of the member `key` (compared by scalars), or `nil`. Setting `nil` removes
    /// the member; setting a value adds or replaces it.
    public subscript(key: String) -> JSON? {
        get {
            guard let position = index(forKey: key) else { return nil }
            return storage[position].value
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
        if found {
            makeUnique(capacity: storage.count, incoming: value)
            let old = storage[position]
            storage.set(JSONMember(key: old.key, value: value), at: position)
            return old.value
        }
        makeUnique(capacity: storage.count + 1, incoming: value)
        storage.replace(position..<position, with: CollectionOfOne(JSONMember(key: key, value: value)))
        return nil
    }

    /// Removes the member `key`; returns its value, or `nil` when there was none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSON? {
        guard let position = index(forKey: key) else { return nil }
        makeUnique(capacity: storage.count)
        let removed = storage[position].value
        storage.replace(position..<position + 1, with: EmptyCollection())
        return removed
    }

    /// The keys, in order (sorted by UTF-8 bytes).
    public var keys: [String] { storage.withElements { $0.map(\.key) } }

    /// The values, in the order of their keys.
    public var values: [JSON] { storage.withElements { $0.map(\.value) } }

    /// Where `key` is, or where it would go to keep the members sorted.
    private func search(_ key: String) -> (position: Int, found: Bool) {
        storage.search(key)
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

extension JSONObjectStorage {
    /// Where the member `key` is (compared by scalars), or where it would go to keep the
    /// members sorted: a binary search.
    func search(_ key: String) -> (position: Int, found: Bool) {
        withElements { members in
            var low = 0
            var high = members.count
            while low < high {
                let middle = (low + high) / 2
                let order = JSON.Object.compare(members[middle].key, key)
                if order == 0 { return (middle, true) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return (low, false)
        }
    }

    /// The value of the member `key` (compared by scalars), or `nil`.
    func value(forKey key: String) -> JSON? {
        let (position, found) = search(key)
        guard found else { return nil }
        // The value alone, so that the key is not retained and released on the way.
        return withPointers { _, members in members[position].value }
    }
}

extension JSON.Object: RandomAccessCollection {
    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of members.
    public var endIndex: Int { storage.count }

    /// The member at `position`, which must be in `indices`; members are sorted by key.
    public subscript(position: Int) -> Element {
        let member = storage[position]
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
        storage = .make(copying: members, capacity: members.count)
    }
}

extension JSON.Object: Hashable {
    /// Whether both hold the same keys (by scalars) with equal values.
    public static func == (lhs: JSON.Object, rhs: JSON.Object) -> Bool {
        if lhs.storage === rhs.storage { return true }
        guard lhs.count == rhs.count else { return false }
        return lhs.storage.withElements { left in
            rhs.storage.withElements { right in
                zip(left, right).allSatisfy { compare($0.key, $1.key) == 0 && $0.value == $1.value }
            }
        }
    }

    /// Hashes what `==` compares: each key's UTF-8 bytes and its value, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for (key, value) in self {
            JSON.hashScalars(of: key, into: &hasher)
            hasher.combine(value)
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
        for (key, value) in self { try container.encode(value, forKey: MemberKey(stringValue: key)) }
    }
}

extension JSON.Object: CustomStringConvertible {
    /// The compact JSON text of the object.
    public var description: String { JSON.object(self).description }
}
