public import Prelude
extension JSONSchema {
    /// A value made from a valid example by one small change that the schema refuses: what
    /// a contract test sends to a receiver to prove that it refuses it too.
    public struct Counterexample: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of change (``Variant/Change``).
        public typealias Change = Variant.Change

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

    /// The values near `example` that the schema refuses (``variants(near:limit:)`` without
    /// the accepted ones): each field removed in turn, each value replaced by one of another
    /// type (the first refused type at each place), a field added to each object, and each
    /// text and number replaced by an edge one the schema refuses (blank, too long, beyond a
    /// bound, beyond 64-bit integers).
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
    public func counterexamples(near example: JSON, limit: Int = 500) -> [Counterexample] {
        var found: [Counterexample] = []
        var typeRefused: Set<String> = []
        for variant in variants(near: example) where found.count < limit {
            guard let violation = variant.violation else { continue }
            if variant.change == .wrongType {
                guard typeRefused.insert(variant.path).inserted else { continue }
            }
            found.append(
                Counterexample(change: variant.change, path: variant.path, value: variant.value, violation: violation))
        }
        return found
    }
}
