/// What one value being encoded by ``JSONValueEncoder`` has written so far: nothing, a
/// single value, or the members or elements of a container.
///
/// Members and elements go straight into the storage the finished ``JSON/Object`` or
/// ``JSON/Array`` keeps, made with room for as many as the last container of its kind held
/// (siblings in an array usually hold the same) and doubled, by moving, when it fills. An
/// object's members are sorted once, when it is finished, by moving them; a key written
/// twice keeps its last value. So a struct costs one allocation, its object's, besides the
/// box `KeyedEncodingContainer` makes.
///
/// A nested container or a super encoder (which writes through an encoder of its own) leaves
/// `null` in its place, and its value is put there when the frame is finished: Codable lets
/// it be written to after its parent has moved on.
struct JSONEncodingFrame {
    /// What the frame holds.
    enum Content {
        case nothing, value, object, array
    }

    /// Tells the containers made for this value from those made for others.
    let id: Int
    /// How many keys of its encoder's path lead to the value.
    let depth: Int
    /// What the frame holds.
    private(set) var content = Content.nothing
    /// The single value, when ``content`` is `.value`.
    private var single = JSON.null
    /// The members written, in the order written; `nil` until the first. Only ever reached
    /// in place (optional chaining, `take()`), never bound to a local, so that no write
    /// retains it (perf: a tenth of encoding a struct's members went to such retains).
    private var members: JSONObjectStorage?
    /// The elements written; `nil` until the first. Reached as ``members`` is.
    private var elements: JSONArrayStorage?
    /// Whether each member's key comes after the one before (by UTF-8 bytes): then the
    /// members need no sort and hold no key twice.
    private var isStrictlySorted = true
    /// The positions of members or elements whose value is taken from an encoder of their
    /// own when the frame finishes.
    private var pending: [(position: Int, encoder: JSONValueEncoder)] = []

    /// A frame, at `depth` in its encoder's path, that has written nothing.
    init(id: Int, depth: Int) {
        self.id = id
        self.depth = depth
    }

    /// Replaces what was written with `value`.
    mutating func setValue(_ value: consuming JSON) {
        clear()
        content = .value
        single = value
    }

    /// Makes the frame an object: it stays one if it is one; an object written as a single
    /// value goes on with its members; anything else is replaced.
    mutating func beginObject() {
        if content == .object { return }
        let earlier = content == .value ? single.objectValue : nil
        clear()
        content = .object
        for (key, value) in earlier ?? JSON.Object() { setMember(key, value, room: 0) }
    }

    /// Makes the frame an array, with the same rules as ``beginObject()``.
    mutating func beginArray() {
        if content == .array { return }
        let earlier = content == .value ? single.arrayValue : nil
        clear()
        content = .array
        for element in earlier ?? JSON.Array() { append(element, room: 0) }
    }

    /// Drops what was written.
    private mutating func clear() {
        content = .nothing
        single = .null
        members = nil
        elements = nil
        isStrictlySorted = true
        if !pending.isEmpty { pending = [] }
    }

    /// Adds the member `key` (the last value written for a key wins), moving `value` in; the
    /// first member makes storage with room for `room`. Ignored unless the frame is an
    /// object.
    @inline(__always)
    mutating func setMember(_ key: String, _ value: consuming JSON, room: Int) {
        guard content == .object else { return }
        let count = members?.count ?? 0
        if count == 0 {
            members = JSONObjectStorage.make(capacity: Swift.max(room, 4))
        } else {
            if isStrictlySorted, let order = members?.compareLastKey(with: key), order >= 0 { isStrictlySorted = false }
            if count == members?.room { members = members?.resized(capacity: 2 * count, moving: true) }
        }
        members?.appendMoving(JSONMember(key: key, value: value))
    }

    /// Adds the member `key`, whose value is taken from `encoder` when the frame finishes.
    mutating func setPendingMember(_ key: String, _ encoder: JSONValueEncoder, room: Int) {
        guard content == .object else { return }
        setMember(key, .null, room: room)
        pending.append(((members?.count ?? 1) - 1, encoder))
    }

    /// The encoder whose value is the last written for `key`, if it is one: a nested
    /// container asked for again goes on where the one made before is.
    func pendingMember(forKey key: String) -> JSONValueEncoder? {
        let position = members?.withElements { stored in stored.lastIndex { JSON.Object.compare($0.key, key) == 0 } }
        guard let position = position ?? nil else { return nil }
        return pending.last { $0.position == position }?.encoder
    }

    /// The number of elements written.
    var count: Int { elements?.count ?? 0 }

    /// Adds `value` at the end, moving it in; the first element makes storage with room for
    /// `room`. Ignored unless the frame is an array.
    @inline(__always)
    mutating func append(_ value: consuming JSON, room: Int) {
        guard content == .array else { return }
        let count = elements?.count ?? 0
        if count == 0 {
            elements = JSONArrayStorage.make(capacity: Swift.max(room, 4))
        } else if count == elements?.room {
            elements = elements?.resized(capacity: 2 * count, moving: true)
        }
        elements?.appendMoving(value)
    }

    /// Adds an element at the end whose value is taken from `encoder` when the frame finishes.
    mutating func appendPending(_ encoder: JSONValueEncoder, room: Int) {
        guard content == .array else { return }
        append(.null, room: room)
        pending.append((count - 1, encoder))
    }

    /// The value written, with each pending value taken from its encoder and the members
    /// sorted in an order from `orders`: `nil` when nothing was written. The frame is left
    /// holding nothing.
    mutating func finish(orders: inout JSONMemberOrders) -> JSON? {
        defer { clear() }
        switch content {
        case .nothing: return nil
        case .value: return single
        case .object:
            // Moved out, so that handing it to the object costs no retain.
            guard let storage = members.take() else { return .object(JSON.Object()) }
            for (position, encoder) in pending {
                storage.setMoving(JSONMember(key: storage[position].key, value: encoder.finishPending()), at: position)
            }
            if !isStrictlySorted { orders.sort(storage) }
            return .object(JSON.Object(storage: storage))
        case .array:
            guard let storage = elements.take() else { return .array(JSON.Array()) }
            for (position, encoder) in pending { storage.setMoving(encoder.finishPending(), at: position) }
            return .array(JSON.Array(storage: storage))
        }
    }
}

extension JSONStorage {
    /// Adds `element` at the end, moving it in; only on storage nothing else refers to, with
    /// room.
    @inline(__always)
    fileprivate func appendMoving(_ element: consuming Element) {
        let isContainer = Self.isContainer(element)
        let slot = withPointers { header, elements in
            let count = header.pointee.count
            if isContainer { header.pointee.mayHoldContainers = true }
            header.pointee.count = count + 1
            return elements + count
        }
        slot.initialize(to: element)
    }

    /// Replaces the element at `position`, moving `element` in; only on storage nothing else
    /// refers to.
    fileprivate func setMoving(_ element: consuming Element, at position: Int) {
        let isContainer = Self.isContainer(element)
        let slot = withPointers { header, elements in
            if isContainer { header.pointee.mayHoldContainers = true }
            return elements + position
        }
        slot.pointee = element
    }
}

extension JSONObjectStorage {
    /// How the key of the last member, which the storage must hold, compares with `key`
    /// (see ``JSON/Object/compare(_:_:)``), read in place.
    fileprivate func compareLastKey(with key: String) -> Int {
        withPointers { header, elements in JSON.Object.compare(elements[header.pointee.count - 1].key, key) }
    }
}
