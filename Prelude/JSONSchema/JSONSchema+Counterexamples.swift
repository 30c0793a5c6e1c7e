extension JSONSchema {
    /// A value made from a valid example by one small change that the schema refuses: what
    /// a contract test sends to a receiver to prove that it refuses it too.
    public struct Counterexample: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of change.
        public enum Change: String, Sendable, Hashable, CaseIterable {
            /// A field of an object was removed.
            case removedField
            /// A value was replaced by one of another JSON type.
            case wrongType
            /// A field the object does not have was added.
            case unknownField
        }

        /// What kind of change it is.
        public var change: Change
        /// Where the change was made, as a coding path (empty for the whole value).
        public var path: String
        /// The changed value.
        public var value: JSON
        /// The first violation the schema reports for it.
        public var violation: JSONSchemaViolation

        /// Makes a counterexample.
        ///
        /// - Parameters:
        ///   - change: The kind of change.
        ///   - path: Where it was made.
        ///   - value: The changed value.
        ///   - violation: Why the schema refuses it.
        public init(change: Change, path: String, value: JSON, violation: JSONSchemaViolation) {
            self.change = change
            self.path = path
            self.value = value
            self.violation = violation
        }

        /// `removedField at radiusMeters: <root>: missing required field "radiusMeters" (required)`.
        public var description: String {
            "\(change.rawValue) at \(path.isEmpty ? "<root>" : path): \(violation)"
        }
    }

    /// The name of the field ``counterexamples(near:limit:)`` adds to each object.
    public static let unknownFieldName = "unexpectedField"

    /// Values near `example` that the schema refuses: each field removed in turn, each
    /// value replaced by one of another type, and a field added to each object; only the
    /// changes the schema refuses are returned.
    ///
    /// ```swift
    /// for counterexample in schema.counterexamples(near: ["text": "clinic"]) {
    ///     #expect(throws: PluginError.self) { try plugin.onReceive(query: .search, payload: counterexample.value) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - example: A value the schema accepts.
    ///   - limit: The most counterexamples returned; the example's values deeper than 16
    ///     levels are not changed.
    /// - Returns: The counterexamples, in the order of the example's values (outside in).
    public func counterexamples(near example: JSON, limit: Int = 200) -> [Counterexample] {
        var found: [Counterexample] = []
        var places: [[SchemaPath.Component]] = []
        Self.collect(example, at: [], depth: 0, into: &places)
        for place in places {
            guard found.count < limit, let value = Self.value(at: place[...], in: example) else { break }
            var candidates: [(Counterexample.Change, [SchemaPath.Component], JSON?)] = []
            if case .object(let members) = value {
                for key in members.keys { candidates.append((.removedField, place + [.key(key)], nil)) }
                if members[Self.unknownFieldName] == nil {
                    candidates.append((.unknownField, place + [.key(Self.unknownFieldName)], .bool(true)))
                }
            }
            for replacement in Self.replacements(for: value) {
                candidates.append((.wrongType, place, replacement))
            }
            var typeRefused = false
            for (change, target, replacement) in candidates where found.count < limit {
                if change == .wrongType && typeRefused { continue }
                let changed = Self.replacing(at: target[...], in: example, with: replacement)
                guard let violation = violations(of: changed).first, violation.keyword != "limits" else { continue }
                if change == .wrongType { typeRefused = true }
                found.append(
                    Counterexample(
                        change: change, path: SchemaPath.codingPath(change == .wrongType ? place : target),
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
    private static func replacements(for value: JSON) -> [JSON] {
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
