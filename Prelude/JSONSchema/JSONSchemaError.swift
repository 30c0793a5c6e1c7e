import Prelude
/// A schema that cannot be compiled: every problem found in it, each at its place.
///
/// ```text
/// #/properties/text: unknown keyword "minLenght"; did you mean minLength?
/// #/$defs/pin/$ref: "#/$defs/place" leads to no schema in this document
/// ```
public struct JSONSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One problem: where it is in the schema and what is wrong.
    public struct Problem: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The place in the schema as a JSON Pointer fragment (`#/properties/text`).
        public var location: String
        /// The keyword concerned, or empty for the subschema as a whole.
        public var keyword: String
        /// What is wrong and how to fix it.
        public var message: String

        /// Makes a problem.
        ///
        /// - Parameters:
        ///   - location: The subschema's place as a JSON Pointer fragment.
        ///   - keyword: The keyword concerned, or empty.
        ///   - message: What is wrong and how to fix it.
        public init(location: String, keyword: String, message: String) {
            self.location = location
            self.keyword = keyword
            self.message = message
        }

        /// `location: message`, with the keyword's place when there is one.
        public var description: String {
            let place = keyword.isEmpty ? location : location + "/" + SchemaPath.escapePointerToken(keyword)
            return "\(place): \(message)"
        }
    }

    /// Every problem, in the order found; never empty.
    public var problems: [Problem]

    /// Makes an error.
    ///
    /// - Parameter problems: The problems found; at least one.
    public init(problems: [Problem]) {
        self.problems = problems
    }

    /// The problems, separated by semicolons.
    public var description: String {
        problems.map(\.description).joined(separator: "; ")
    }
}
