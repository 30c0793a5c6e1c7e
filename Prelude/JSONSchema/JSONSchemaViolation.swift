import Prelude
/// One way a value breaks a ``JSONSchema``: where in the value, which keyword refused it,
/// and why, in words.
///
/// ```text
/// pins[0].latitude: 95 is more than the maximum, 90 (maximum)
/// <root>: missing required field "radiusMeters" (required)
/// ```
public struct JSONSchemaViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Where in the value, as a coding path (`pins[0].latitude`; empty for the whole value).
    /// Keys that are not plain names are quoted (`["two words"]`), long ones cut short.
    public var path: String
    /// The same place as a JSON Pointer (RFC 6901): `/pins/0/latitude`, empty for the root.
    public var pointer: String
    /// The keyword that refused the value: `maximum`, `required`, `additionalProperties`.
    public var keyword: String
    /// Where the keyword is in the schema, as a JSON Pointer fragment:
    /// `#/properties/pins/items/properties/latitude/maximum`.
    public var schemaLocation: String
    /// What is wrong, in words.
    public var message: String

    /// Makes a violation.
    ///
    /// - Parameters:
    ///   - path: The place in the value as a coding path.
    ///   - pointer: The place in the value as a JSON Pointer.
    ///   - keyword: The keyword that refused the value.
    ///   - schemaLocation: The keyword's place in the schema.
    ///   - message: What is wrong, in words.
    public init(path: String, pointer: String, keyword: String, schemaLocation: String, message: String) {
        self.path = path
        self.pointer = pointer
        self.keyword = keyword
        self.schemaLocation = schemaLocation
        self.message = message
    }

    /// `path: message (keyword)`, with `<root>` for the whole value.
    public var description: String {
        "\(path.isEmpty ? "<root>" : path): \(message) (\(keyword))"
    }
}

/// A value that does not fit a ``JSONSchema``: every violation found, at least one.
public struct JSONSchemaValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The violations, in the order found; never empty.
    public var violations: [JSONSchemaViolation]

    /// Makes an error.
    ///
    /// - Parameter violations: The violations found; at least one.
    public init(violations: [JSONSchemaViolation]) {
        self.violations = violations
    }

    /// The violations, separated by semicolons.
    public var description: String {
        violations.map(\.description).joined(separator: "; ")
    }
}
