/// Encodes `Encodable` values straight into a ``JSON`` value, without writing text: what
/// ``JSON/init(encoding:)`` runs.
///
/// It makes the value Foundation's `JSONEncoder` writes with its default strategies (see
/// ``JSON/init(encoding:)`` for the rules); its faults are the `EncodingError`s
/// `JSONEncoder` throws, with exact coding paths.
///
/// One encoder serves a whole value: a child is encoded by this encoder, with its key at
/// the end of ``path`` and a ``JSONEncodingFrame`` of its own on top of its parents' frames
/// meanwhile, so going down a level allocates nothing. A container writes straight into
/// the storage its finished object or array keeps. A nested container
/// (`nestedContainer(keyedBy:forKey:)`) and a super encoder, which may be written to while
/// their parent goes on, write through an encoder of their own, whose value is taken when
/// the parent is finished.
///
/// The stored properties opt out of the runtime's exclusivity checks, which cost a
/// thread-local lookup on every access (perf: about a tenth of encoding a struct). That is
/// safe because every access is a read or a write that runs none of the caller's code while
/// it lasts: the frames are changed between `encode(to:)` calls, and a container's write
/// (``setMember(_:_:frame:)``, ``append(_:frame:)``, ``withFrame(_:_:)``) runs only the
/// frame's own code; ``path`` is changed only by ``JSONPathKeeping/withChildPath(_:_:_:)``,
/// between calls.
final class JSONValueEncoder: Encoder, JSONPathKeeping {
    /// The coding path of the value being encoded.
    @exclusivity(unchecked) var path: JSONCodingPath
    /// What the value being encoded has written so far.
    @exclusivity(unchecked) private(set) var frame: JSONEncodingFrame
    /// The frames of the values whose children are being encoded, outermost first.
    @exclusivity(unchecked) private var parents: [JSONEncodingFrame] = []
    /// The id the next frame gets.
    @exclusivity(unchecked) private var nextFrameID = 1
    /// How many members the last object finished held: the room the next one starts with.
    @exclusivity(unchecked) private(set) var objectRoom = 4
    /// How many elements the last array finished held: the room the next one starts with.
    @exclusivity(unchecked) private(set) var arrayRoom = 4
    /// The orders the members of objects were sorted into, for the next objects.
    @exclusivity(unchecked) private var orders = JSONMemberOrders()

    /// An encoder of a value at `path`.
    init(path: JSONCodingPath = JSONCodingPath()) {
        self.path = path
        frame = JSONEncodingFrame(id: 0, depth: path.depth)
    }

    /// The coding path of the value being encoded.
    var codingPath: [any CodingKey] { path.keys }

    /// Always empty: ``JSON/init(encoding:)`` takes no user info.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A container for the value's members. Asked for again, it is the same container; asked
    /// for after an object was encoded as a single value, it goes on with that object's
    /// members. Anything else written before is replaced.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        frame.beginObject()
        return KeyedEncodingContainer(
            JSONKeyedEncodingContainer<Key>(encoder: self, frameID: frame.id, depth: frame.depth))
    }

    /// A container for the value's elements, with the same rules as
    /// ``container(keyedBy:)``.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        frame.beginArray()
        return JSONUnkeyedEncodingContainer(encoder: self, frameID: frame.id, depth: frame.depth)
    }

    /// The encoder itself.
    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// Writes `value` as the value being encoded.
    func setValue(_ value: JSON) {
        frame.setValue(value)
    }

    /// The value of `root`, encoded at the root.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value that writes nothing, or for what
    ///   cannot be encoded inside it.
    func encodeRoot<Value: Encodable>(_ root: Value) throws -> JSON {
        if let direct = try encodeDirectly(root) { return direct }
        try root.encode(to: self)
        guard let value = finishFrame() else {
            throw EncodingError.invalidValue(
                root,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        return value
    }

    /// The value of `child`, whose key is at the end of ``path``: the `JSON` types and
    /// Foundation's types that `JSONEncoder` writes its own way directly, any other type by
    /// its `encode(to:)`, in a frame of its own. A child that writes nothing is an empty
    /// object, as `JSONEncoder` writes it.
    func encodeChild<Value: Encodable>(_ child: Value) throws -> JSON {
        if let direct = try encodeDirectly(child) { return direct }
        if parents.capacity == 0 { parents.reserveCapacity(8) }
        parents.append(JSONEncodingFrame(id: nextFrameID, depth: path.depth))
        nextFrameID &+= 1
        swap(&frame, &parents[parents.count - 1])
        defer {
            swap(&frame, &parents[parents.count - 1])
            parents.removeLast()
        }
        try child.encode(to: self)
        return finishFrame() ?? .object(JSON.Object())
    }

    /// Sets the member `key` of the object of the frame with `id`: the value being encoded,
    /// or (a container used out of turn) one of its parents. Dropped when that value is
    /// finished. No closure, so that `value` moves all the way into the object's storage.
    @inline(__always)
    func setMember(_ key: String, _ value: consuming JSON, frame id: Int) {
        if frame.id == id {
            frame.setMember(key, value, room: objectRoom)
        } else if let index = parents.lastIndex(where: { $0.id == id }) {
            parents[index].setMember(key, value, room: objectRoom)
        }
    }

    /// Adds `value` to the array of the frame with `id`, with the rules of
    /// ``setMember(_:_:frame:)``.
    @inline(__always)
    func append(_ value: consuming JSON, frame id: Int) {
        if frame.id == id {
            frame.append(value, room: arrayRoom)
        } else if let index = parents.lastIndex(where: { $0.id == id }) {
            parents[index].append(value, room: arrayRoom)
        }
    }

    /// Runs `body` on the frame with `id`, with the rules of ``setMember(_:_:frame:)``: for
    /// what is not on a hot path.
    func withFrame(_ id: Int, _ body: (inout JSONEncodingFrame) -> Void) {
        if frame.id == id {
            body(&frame)
        } else if let index = parents.lastIndex(where: { $0.id == id }) {
            body(&parents[index])
        }
    }

    /// The value the frame of the value being encoded has written, which it no longer holds;
    /// `nil` when it wrote nothing. The room of the next container of its kind is this one's
    /// count.
    private func finishFrame() -> JSON? {
        let value = frame.finish(orders: &orders)
        switch value {
        case .object(let members): objectRoom = members.count
        case .array(let elements): arrayRoom = elements.count
        default: break
        }
        return value
    }

    /// Whether the encoder is between values: at the root, holding nothing, with no parent
    /// frame (so ``JSONEncoderCache`` may keep it for another value).
    var isIdle: Bool { path.depth == 0 && parents.isEmpty && frame.content == .nothing }

    /// What this encoder, a nested container's or a super encoder's, has written, which it
    /// no longer holds: an empty object when nothing.
    func finishPending() -> JSON {
        finishFrame() ?? .object(JSON.Object())
    }

    /// The `JSON` types as they are, and Foundation's types as `JSONEncoder` writes them;
    /// `nil` for any other type.
    func encodeDirectly<Value: Encodable>(_ value: Value) throws -> JSON? {
        if let json = try encodeJSON(value) { return json }
        return try encodeFoundationType(value)
    }

    /// `value` itself when it is a ``JSON``, ``JSON/Object`` or ``JSON/Array``; `nil` for
    /// any other type. A NaN or infinity inside cannot be encoded, as a number cannot.
    private func encodeJSON<Value>(_ value: Value) throws -> JSON? {
        let json: JSON
        if Value.self == JSON.self, let value = value as? JSON {
            json = value
        } else if Value.self == JSON.Object.self, let members = value as? JSON.Object {
            json = .object(members)
        } else if Value.self == JSON.Array.self, let elements = value as? JSON.Array {
            json = .array(elements)
        } else {
            return nil
        }
        if let (keys, number) = json.firstNonFinite() {
            throw Self.nonFinite(number, at: codingPath + keys)
        }
        return json
    }
}
