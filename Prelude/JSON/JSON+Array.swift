extension JSON {
    /// The elements of a JSON array, in order: a random-access, mutable, range-replaceable
    /// collection indexed from 0, with copy-on-write value semantics like `Swift.Array`.
    ///
    /// Freeing an array never recurses into the arrays and objects it holds, so a value
    /// nested any number of levels deep can be dropped on any thread's stack.
    ///
    /// ```swift
    /// var tags: JSON.Array = ["clinic", 24]
    /// tags.append(.bool(true))
    /// let payload = JSON.array(tags)       // ["clinic",24,true]
    /// ```
    ///
    /// `@unchecked Sendable` is safe because the storage is copy-on-write: an array changes
    /// its storage only after `isKnownUniquelyReferenced` has shown that it holds the only
    /// reference (so no other value, and no other thread, can see it), a shared storage is
    /// only ever read, and its `deinit` runs only once nothing refers to it. The storage
    /// class cannot say this itself, because `ManagedBuffer` is explicitly not `Sendable`.
    public struct Array: @unchecked Sendable {
        var storage: JSONArrayStorage

        /// The value every empty array starts as, so `JSON.Array()` allocates nothing.
        private static let empty = Array(storage: .make(capacity: 0))

        /// An empty array.
        public init() {
            self = Self.empty
        }

        /// The array of `elements`, in their order.
        public init(_ elements: some Sequence<JSON>) {
            let collected = ContiguousArray(elements)
            storage = .make(copying: collected, capacity: collected.count)
        }

        init(storage: JSONArrayStorage) {
            self.storage = storage
        }

        /// Gives this array storage of its own with room for `capacity` elements before it
        /// changes, and before `incoming` is stored in it (see
        /// ``JSONStorage/makeUnique(_:room:incoming:)``).
        private mutating func makeUnique(capacity needed: Int, incoming: JSON? = nil) {
            var incomingStorage: JSONArrayStorage?
            if case .array(let array) = incoming { incomingStorage = array.storage }
            JSONArrayStorage.makeUnique(&storage, room: needed, incoming: incomingStorage)
        }
    }
}

extension JSON.Array: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of elements.
    public var endIndex: Int { storage.count }

    /// The element at `position`, which must be in `indices`.
    public subscript(position: Int) -> JSON {
        get { storage[position] }
        set {
            makeUnique(capacity: storage.count, incoming: newValue)
            storage.set(newValue, at: position)
        }
    }

    /// The elements in `bounds`. Setting replaces them as ``replaceSubrange(_:with:)`` does,
    /// so the new slice may have another count, as with `Swift.Array`.
    public subscript(bounds: Range<Int>) -> Slice<JSON.Array> {
        get { Slice(base: self, bounds: bounds) }
        set { replaceSubrange(bounds, with: newValue) }
    }

    /// Replaces the elements in `subrange` with `newElements` (O(n) in the count after the range).
    ///
    /// `newElements` is copied out first: it may be a view of this very array
    /// (`a.replaceSubrange(0..<2, with: a[1...3])`), and an optimized caller in another
    /// module may pass it without a reference of its own, so the storage would look unique
    /// and be changed, or freed, while it is still being read.
    public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<JSON>) {
        let count = storage.count
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "JSON.Array range out of bounds")
        if newElements.isEmpty {
            makeUnique(capacity: count - subrange.count)
            storage.replace(subrange, with: EmptyCollection())
        } else if newElements.count == 1, let element = newElements.first {
            makeUnique(capacity: count - subrange.count + 1, incoming: element)
            storage.replace(subrange, with: CollectionOfOne(element))
        } else {
            let incoming = ContiguousArray(newElements)
            makeUnique(capacity: count - subrange.count + incoming.count)
            storage.replace(subrange, with: incoming)
        }
    }

    /// Adds `element` at the end (amortised O(1)).
    public mutating func append(_ element: JSON) {
        makeUnique(capacity: storage.count + 1, incoming: element)
        storage.append(contentsOf: CollectionOfOne(element))
    }

    /// Adds `newElements` at the end, copied out first for the reason
    /// ``replaceSubrange(_:with:)`` gives (`a.append(contentsOf: a)`).
    public mutating func append(contentsOf newElements: some Sequence<JSON>) {
        let incoming = ContiguousArray(newElements)
        guard !incoming.isEmpty else { return }
        makeUnique(capacity: storage.count + incoming.count)
        storage.append(contentsOf: incoming)
    }

    /// Makes room for `minimumCapacity` elements without reallocating.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique(capacity: Swift.max(minimumCapacity, storage.count))
    }
}

extension JSON.Array: ExpressibleByArrayLiteral {
    /// Makes an array from a literal.
    public init(arrayLiteral elements: JSON...) {
        self.init(elements)
    }
}

extension JSON.Array: Hashable {
    /// Whether both hold equal elements (by ``JSON/==(_:_:)``) in the same order.
    public static func == (lhs: JSON.Array, rhs: JSON.Array) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.storage.withElements { left in rhs.storage.withElements { right in left.elementsEqual(right) } }
    }

    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension JSON.Array: Codable {
    /// Decodes a list of JSON values.
    public init(from decoder: any Decoder) throws {
        self.init(try [JSON](from: decoder))
    }

    /// Encodes the elements as a list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for element in self { try container.encode(element) }
    }
}

extension JSON.Array: CustomStringConvertible {
    /// The compact JSON text of the array.
    public var description: String { JSON.array(self).description }
}
