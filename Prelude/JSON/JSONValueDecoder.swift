/// Decodes `Decodable` values straight from a ``JSON`` value, without writing it as text:
/// what ``JSON/decode(_:)`` runs.
///
/// It reads values as Foundation's `JSONDecoder` reads the same text with its default
/// strategies (see ``JSON/decode(_:)`` for the rules), and its faults are the
/// `DecodingError`s `JSONDecoder` throws, with exact coding paths.
///
/// One decoder serves a whole decode: a child is decoded by this decoder, with the child's
/// value as ``value`` and its key at the end of ``path`` meanwhile, so going down a level
/// allocates nothing. A keyed container allocates its box (`KeyedDecodingContainer` boxes
/// every container), and looks its keys up in the object's sorted members without making a
/// `String`; a string is handed out without a copy. A nested container
/// (`nestedContainer(keyedBy:forKey:)`), which its parent may outlive in use, is a container
/// of a decoder of its own.
///
/// The two stored properties opt out of the runtime's exclusivity checks, which cost a
/// thread-local lookup on every access (perf: about a tenth of decoding a struct). That is
/// safe because every access is a read or a write that runs none of the caller's code while
/// it lasts: ``value`` is set and read around `init(from:)` calls, never across one, and
/// ``path`` is changed only by ``JSONPathKeeping/withChildPath(_:_:_:)``, between calls.
final class JSONValueDecoder: Decoder, JSONPathKeeping {
    /// The value being decoded.
    @exclusivity(unchecked) var value: JSON
    /// The coding path of ``value``.
    @exclusivity(unchecked) var path: JSONCodingPath

    /// A decoder of `value`, which sits at `path`.
    init(value: JSON, path: JSONCodingPath = JSONCodingPath()) {
        self.value = value
        self.path = path
    }

    /// The coding path of the value being decoded.
    var codingPath: [any CodingKey] { path.keys }

    /// Always empty: ``JSON/decode(_:)`` takes no user info.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The members of the value, which must be an object.
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw Self.objectExpected(found: value, at: codingPath) }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<Key>(
                decoder: self, members: Unmanaged.passUnretained(members.storage), depth: path.depth))
    }

    /// The elements of the value, which must be an array.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw Self.arrayExpected(found: value, at: codingPath) }
        return JSONUnkeyedDecodingContainer(decoder: self, elements: elements, depth: path.depth)
    }

    /// The value itself.
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `type` from `child`, whose key is already at the end of ``path`` (or which is
    /// the value itself): the `JSON` types and Foundation's types that `JSONDecoder` reads
    /// its own way directly, any other type by its `init(from:)` with `child` as ``value``.
    ///
    /// Perf: this function names no type made from `Value` (an optional of it, say), whose
    /// metadata the runtime would look up on every call: the direct decoding is in a function
    /// of its own.
    func decode<Value: Decodable>(_ type: Value.Type, from child: JSON) throws -> Value {
        if Self.isDecodedDirectly(Value.self) { return try decodeDirectly(Value.self, from: child) }
        return try decodeByInit(Value.self, from: child)
    }

    /// Decodes `type` by its `init(from:)`, with `child` as ``value`` meanwhile.
    @inline(__always)
    private func decodeByInit<Value: Decodable>(_ type: Value.Type, from child: JSON) throws -> Value {
        // Swapped in and out, so that the parent changes hands without a retain.
        var parent = child
        swap(&parent, &value)
        defer { swap(&parent, &value) }
        return try Value(from: self)
    }

    /// Decodes one of the types ``isDecodedDirectly(_:)`` names.
    @inline(never)
    private func decodeDirectly<Value: Decodable>(_ type: Value.Type, from child: JSON) throws -> Value {
        if let decoded = try decodeDirectly(type as Any.Type, from: child) as? Value { return decoded }
        return try decodeByInit(Value.self, from: child)
    }

    /// Whether `type` is one of the types ``decodeDirectly(_:from:)`` decodes: checked apart,
    /// with metatype comparisons only, so that decoding another type makes no optional of it
    /// (whose metadata the runtime would look up on every call).
    @inline(__always)
    private static func isDecodedDirectly(_ type: Any.Type) -> Bool {
        type == JSON.self || type == JSON.Object.self || type == JSON.Array.self || isFoundationType(type)
    }

    /// `child` itself when `type` is ``JSON``, ``JSON/Object`` or ``JSON/Array`` (a NaN or
    /// infinity inside is refused, as when a number is decoded), and Foundation's types as
    /// `JSONDecoder` reads them; `nil` for a `Date` that is not `null`, which its own
    /// `init(from:)` reads.
    private func decodeDirectly(_ type: Any.Type, from child: JSON) throws -> Any? {
        let decoded: Any
        if type == JSON.self {
            decoded = child
        } else if type == JSON.Object.self {
            guard case .object(let members) = child else { throw Self.objectExpected(found: child, at: codingPath) }
            decoded = members
        } else if type == JSON.Array.self {
            guard case .array(let elements) = child else { throw Self.arrayExpected(found: child, at: codingPath) }
            decoded = elements
        } else {
            return try decodeFoundationType(type, from: child)
        }
        if let (keys, number) = child.firstNonFinite() {
            throw Self.nonFinite(number, at: codingPath + keys)
        }
        return decoded
    }
}
