/// Encodes `Encodable` values straight into a ``JSON`` value, without writing text: what
/// ``JSON/init(encoding:)`` runs.
///
/// It makes the value Foundation's `JSONEncoder` writes with its default strategies (see
/// ``JSON/init(encoding:)`` for the rules); its faults are the `EncodingError`s
/// `JSONEncoder` throws, with exact coding paths.
///
/// One encoder serves a whole value: a child is encoded by this encoder, with its key at
/// the end of ``path`` and ``written`` set aside meanwhile, so going down a level allocates
/// nothing. A container's members go to a builder the encoder keeps for the next container
/// once the value is finished, so an array of structs reuses one buffer for all their
/// members; each finished object or array is one allocation of exactly its size.
final class JSONValueEncoder: Encoder, JSONPathKeeping {
    /// What the value being encoded has written so far.
    enum Written {
        /// Nothing yet.
        case nothing
        /// A single value.
        case value(JSON)
        /// Members, through a keyed container.
        case object(JSONObjectBuilder)
        /// Elements, through an unkeyed container.
        case array(JSONArrayBuilder)
    }

    /// The coding path of the value being encoded.
    var path: JSONCodingPath
    /// What the value being encoded has written so far.
    var written = Written.nothing
    /// Object builders finished with, for the next keyed containers.
    var spareObjects: [JSONObjectBuilder] = []
    /// Array builders finished with, for the next unkeyed containers.
    var spareArrays: [JSONArrayBuilder] = []

    /// An encoder of a value at `path`.
    init(path: JSONCodingPath = JSONCodingPath()) {
        self.path = path
    }

    /// The coding path of the value being encoded.
    var codingPath: [any CodingKey] { path.keys }

    /// Always empty: ``JSON/init(encoding:)`` takes no user info.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A container for the value's members. Asked for again, it is the same container; asked
    /// for after an object was encoded as a single value, it goes on with that object's
    /// members. Anything else written before is replaced.
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let builder: JSONObjectBuilder
        switch written {
        case .object(let existing):
            builder = existing
        case .value(.object(let object)):
            builder = spareObjects.popLast() ?? JSONObjectBuilder()
            builder.set(contentsOf: object)
        default:
            builder = spareObjects.popLast() ?? JSONObjectBuilder()
        }
        written = .object(builder)
        return KeyedEncodingContainer(
            JSONKeyedEncodingContainer<Key>(
                encoder: self, builder: builder, place: JSONContainerPlace(depth: path.depth)))
    }

    /// A container for the value's elements, with the same rules as
    /// ``container(keyedBy:)``.
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let builder: JSONArrayBuilder
        switch written {
        case .array(let existing):
            builder = existing
        case .value(.array(let array)):
            builder = spareArrays.popLast() ?? JSONArrayBuilder()
            builder.append(contentsOf: array)
        default:
            builder = spareArrays.popLast() ?? JSONArrayBuilder()
        }
        written = .array(builder)
        return JSONUnkeyedEncodingContainer(
            encoder: self, builder: builder, place: JSONContainerPlace(depth: path.depth))
    }

    /// The encoder itself.
    func singleValueContainer() -> any SingleValueEncodingContainer {
        self
    }

    /// The value of `root`, encoded at the root.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value that writes nothing, or for what
    ///   cannot be encoded inside it.
    func encodeRoot<Value: Encodable>(_ root: Value) throws -> JSON {
        if let direct = try encodeDirectly(root) { return direct }
        try root.encode(to: self)
        if case .nothing = written {
            throw EncodingError.invalidValue(
                root,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(Value.self) did not encode any values."))
        }
        return finishWritten()
    }

    /// The value of `child`, whose key is at the end of ``path``: the `JSON` types and
    /// Foundation's types that `JSONEncoder` writes its own way directly, any other type by
    /// its `encode(to:)`, with what the parent has written set aside meanwhile. A child that
    /// writes nothing is an empty object, as `JSONEncoder` writes it.
    func encodeChild<Value: Encodable>(_ child: Value) throws -> JSON {
        if let direct = try encodeDirectly(child) { return direct }
        let parent = written
        written = .nothing
        do {
            try child.encode(to: self)
        } catch {
            written = parent
            throw error
        }
        defer { written = parent }
        return finishWritten()
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
