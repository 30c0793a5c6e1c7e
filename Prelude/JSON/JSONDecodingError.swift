/// A JSON payload that does not fit the type it was decoded into: the coding path of the
/// fault and what was expected there.
///
/// ```text
/// patient.allergies[2].name: missing mandatory field "name"
/// patient.age: expected an integer, found string "forty"
/// ```
public struct JSONDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The coding path of the fault, as `patient.allergies[2].name` (empty for the root).
    public let path: String
    /// What was wrong there.
    public let message: String
    /// The type being decoded when the fault was found.
    public let type: String

    /// Makes an error at `path`.
    public init(path: String, message: String, type: String) {
        self.path = path
        self.message = message
        self.type = type
    }

    /// The text shown when the value is printed.
    public var description: String {
        "\(path.isEmpty ? "<root>" : path): \(message) (decoding \(type))"
    }
}

extension JSONDecodingError {
    /// Formats a coding path as `a.b[2].c`.
    public static func format(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            // Array elements come with keys "Index 2"; a dictionary key "42" stays a key.
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }
}
