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
    public struct Array: Sendable {
        var storage: JSONArrayStorage

        /// An empty array.
        public init() {
            storage = .empty
        }

        /// The array of `elements`, in their order.
        public init(_ elements: some Sequence<JSON>) {
            storage = JSONArrayStorage(ContiguousArray(elements))
        }

        init(elements: ContiguousArray<JSON>) {
            storage = JSONArrayStorage(elements)
        }

        /// Gives this array storage of its own before it changes.
        private mutating func makeUnique() {
            if !isKnownUniquelyReferenced(&storage) { storage = JSONArrayStorage(storage.elements) }
        }
    }
}

extension JSON.Array: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of elements.
    public var endIndex: Int { storage.elements.count }

    /// The element at `position`, which must be in `indices`.
    public subscript(position: Int) -> JSON {
        get { storage.elements[position] }
        set {
            makeUnique()
            storage.elements[position] = newValue
        }
    }

    /// Replaces the elements in `subrange` with `newElements` (O(n) in the count after the range).
    public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<JSON>) {
        makeUnique()
        storage.elements.replaceSubrange(subrange, with: newElements)
    }

    /// Adds `element` at the end (amortised O(1)).
    public mutating func append(_ element: JSON) {
        makeUnique()
        storage.elements.append(element)
    }

    /// Makes room for `minimumCapacity` elements without reallocating.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        makeUnique()
        storage.elements.reserveCapacity(minimumCapacity)
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
        lhs.storage === rhs.storage || lhs.storage.elements == rhs.storage.elements
    }

    /// Hashes the elements in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.elements.count)
        for element in storage.elements { hasher.combine(element) }
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
        for element in storage.elements { try container.encode(element) }
    }
}

extension JSON.Array: CustomStringConvertible {
    /// The compact JSON text of the array.
    public var description: String { JSON.array(self).description }
}
