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
/// `String`; a string is handed out without a copy.
final class JSONValueDecoder: Decoder, JSONPathKeeping {
    /// The value being decoded.
    var value: JSON
    /// The coding path of ``value``.
    var path: JSONCodingPath

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
        guard case .object(let members) = value else {
            throw Self.mismatch([String: Any].self, found: value, at: codingPath)
        }
        return KeyedDecodingContainer(
            JSONKeyedDecodingContainer<Key>(
                decoder: self, members: members, place: JSONContainerPlace(depth: path.depth)))
    }

    /// The elements of the value, which must be an array.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else {
            throw Self.mismatch([Any].self, found: value, at: codingPath)
        }
        return JSONUnkeyedDecodingContainer(
            decoder: self, elements: elements, place: JSONContainerPlace(depth: path.depth))
    }

    /// The value itself.
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `type` from `child`, whose key is already at the end of ``path`` (or which is
    /// the value itself): the `JSON` types and Foundation's types that `JSONDecoder` reads
    /// its own way directly, any other type by its `init(from:)` with `child` as ``value``.
    func decode<Value: Decodable>(_ type: Value.Type, from child: JSON) throws -> Value {
        if let decoded = try decodeJSON(Value.self, from: child) { return decoded }
        if let decoded = try decodeFoundationType(Value.self, from: child) { return decoded }
        let parent = value
        value = child
        defer { value = parent }
        return try Value(from: self)
    }

    /// `child` itself when `type` is ``JSON``, ``JSON/Object`` or ``JSON/Array``; `nil` for
    /// any other type. A NaN or infinity inside is refused, as when a number is decoded.
    private func decodeJSON<Value>(_ type: Value.Type, from child: JSON) throws -> Value? {
        let decoded: Any
        if Value.self == JSON.self {
            decoded = child
        } else if Value.self == JSON.Object.self {
            guard case .object(let members) = child else {
                throw Self.mismatch([String: Any].self, found: child, at: codingPath)
            }
            decoded = members
        } else if Value.self == JSON.Array.self {
            guard case .array(let elements) = child else {
                throw Self.mismatch([Any].self, found: child, at: codingPath)
            }
            decoded = elements
        } else {
            return nil
        }
        if let (keys, number) = child.firstNonFinite() {
            throw Self.nonFinite(number, at: codingPath + keys)
        }
        return decoded as? Value
    }
}
