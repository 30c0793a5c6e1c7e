public import Prelude
extension JSONSchema {
    /// A value made from a valid example by one small change, with the schema's verdict on it:
    /// what a contract test sends to a receiver to prove that the receiver refuses exactly
    /// what the schema refuses, and accepts what the schema accepts.
    public struct Variant: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of change.
        public enum Change: String, Sendable, Hashable, CaseIterable {
            /// A field of an object was removed.
            case removedField
            /// A value was replaced by one of another JSON type.
            case wrongType
            /// A field the object does not have was added.
            case unknownField
            /// A text was replaced by one at an edge of the text rules: empty, white space only,
            /// accents alone, format characters, and texts of each length the schema bounds (one
            /// below, at, one above), written both in plain letters and as letters with combining
            /// accents, where Unicode scalars and characters on screen differ.
            case edgeText
            /// A number was replaced by one at an edge: each bound the schema gives, one below and
            /// one above it, a fraction, a whole number written as a fraction (`2.0`), and numbers
            /// beyond 64-bit integers (`1e20`, `9223372036854775808`).
            case edgeNumber
        }

        /// What kind of change it is.
        public var change: Change
        /// Where the change was made, as a coding path (empty for the whole value).
        public var path: String
        /// The changed value.
        public var value: JSON
        /// The first violation the schema reports for it; `nil` when the schema accepts it.
        public var violation: JSONSchemaViolation?

        /// Makes a variant.
        ///
        /// - Parameters:
        ///   - change: The kind of change.
        ///   - path: Where it was made.
        ///   - value: The changed value.
        ///   - violation: Why the schema refuses it, or `nil` when it accepts it.
        public init(change: Change, path: String, value: JSON, violation: JSONSchemaViolation?) {
            self.change = change
            self.path = path
            self.value = value
            self.violation = violation
        }

        /// Whether the schema accepts the changed value.
        public var isAccepted: Bool { violation == nil }

        /// `edgeText at title: accepted`, or the violation for a refused one.
        public var description: String {
            "\(change.rawValue) at \(path.isEmpty ? "<root>" : path): \(violation.map(\.description) ?? "accepted")"
        }
    }

    /// The name of the field ``variants(near:limit:)`` adds to each object.
    public static let unknownFieldName = "unexpectedField"

    /// Values near `example`, each made by one change, with whether the schema accepts it:
    /// each field removed in turn, each value replaced by one of every other type, a field
    /// added to each object, each text replaced by edge texts and each number by edge numbers
    /// (the bounds come from the schema's `minLength`, `maxLength`, `minimum`, `maximum`,
    /// `exclusiveMinimum` and `exclusiveMaximum`, wherever they are in it).
    ///
    /// A receiver that checks its payloads by the schema refuses exactly the variants the schema
    /// refuses; one whose own checks say more than the schema (a text that is blank by another
    /// rule, a length counted otherwise, a number its type cannot hold) is caught refusing an
    /// accepted variant:
    ///
    /// ```swift
    /// for variant in schema.variants(near: ["text": "clinic"]) where variant.isAccepted {
    ///     #expect(throws: Never.self) { try plugin.onReceive(query: .search, payload: variant.value) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - example: A value the schema accepts.
    ///   - limit: The most variants returned; the example's values deeper than 16 levels are
    ///     not changed, and length bounds above 10,000 are not tried.
    /// - Returns: The variants, in the order of the example's values (outside in).
    public func variants(near example: JSON, limit: Int = 1_000) -> [Variant] {
        var found: [Variant] = []
        var places: [[SchemaPath.Component]] = []
        Self.collect(example, at: [], depth: 0, into: &places)
        let bounds = VariantBounds(document)
        for place in places {
            guard found.count < limit, let value = Self.value(at: place[...], in: example) else { break }
            var candidates: [(Variant.Change, [SchemaPath.Component], JSON?)] = []
            if case .object(let members) = value {
                for key in members.keys { candidates.append((.removedField, place + [.key(key)], nil)) }
                if members[Self.unknownFieldName] == nil {
                    candidates.append((.unknownField, place + [.key(Self.unknownFieldName)], .bool(true)))
                }
            }
            candidates += Self.replacements(for: value).map { (.wrongType, place, $0) }
            switch value {
            case .string: candidates += bounds.texts.map { (.edgeText, place, $0) }
            case .int, .double: candidates += bounds.numbers.filter { $0 != value }.map { (.edgeNumber, place, $0) }
            default: break
            }
            for (change, target, replacement) in candidates where found.count < limit {
                let changed = Self.replacing(at: target[...], in: example, with: replacement)
                let violation = violations(of: changed).first
                guard violation?.keyword != "limits" else { continue }
                found.append(
                    Variant(
                        change: change, path: SchemaPath.codingPath(target),
                        value: changed, violation: violation))
            }
        }
        return found
    }

    /// Every place in `value`, outside in, down to 16 levels.
    private static func collect(
        _ value: JSON, at place: [SchemaPath.Component], depth: Int, into places: inout [[SchemaPath.Component]]
    ) {
        places.append(place)
        guard depth < 16 else { return }
        switch value {
        case .object(let members):
            for (key, member) in members { collect(member, at: place + [.key(key)], depth: depth + 1, into: &places) }
        case .array(let elements):
            for (offset, element) in elements.enumerated() {
                collect(element, at: place + [.index(offset)], depth: depth + 1, into: &places)
            }
        default: break
        }
    }

    /// Values of other types than `value`, to put in its place.
    static func replacements(for value: JSON) -> [JSON] {
        let all: [JSON] = [.string("counterexample"), .bool(true), .int(7), .double(0.5), .null, [], [:]]
        return all.filter { candidate in
            switch (candidate, value) {
            case (.int, .int), (.int, .double), (.double, .double): false
            default: candidate.typeName != value.typeName
            }
        }
    }

    private static func value(at place: ArraySlice<SchemaPath.Component>, in value: JSON) -> JSON? {
        guard let first = place.first else { return value }
        switch (first, value) {
        case (.key(let key), .object(let members)):
            return members[key].flatMap { self.value(at: place.dropFirst(), in: $0) }
        case (.index(let index), .array(let elements)) where elements.indices.contains(index):
            return self.value(at: place.dropFirst(), in: elements[index])
        default: return nil
        }
    }

    /// `value` with the value at `place` replaced by `replacement`, or removed when it is `nil`.
    private static func replacing(
        at place: ArraySlice<SchemaPath.Component>, in value: JSON, with replacement: JSON?
    ) -> JSON {
        guard let first = place.first else { return replacement ?? .null }
        switch (first, value) {
        case (.key(let key), .object(var members)):
            if place.count == 1 {
                members[key] = replacement
            } else if let member = members[key] {
                members[key] = replacing(at: place.dropFirst(), in: member, with: replacement)
            }
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if place.count == 1, replacement == nil {
                elements.remove(at: index)
            } else {
                elements[index] = replacing(at: place.dropFirst(), in: elements[index], with: replacement)
            }
            return .array(elements)
        default: return value
        }
    }
}
