import Foundation

/// What is wrong with a rules file, and where: its path and, when it is known, the 1-based
/// line and column.
public struct ConfigurationProblem: Sendable, Hashable, Codable {
    /// The rules file's path as given.
    public var path: String
    /// The 1-based line, when the problem has a place in the file.
    public var line: Int?
    /// The 1-based column, when the problem has a place in the file.
    public var column: Int?
    /// What is wrong, in words.
    public var message: String

    /// Makes a problem at `path` (and `line`:`column` when known).
    public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// A problem reported by `JSONDecoder` (a value of the wrong type or a missing field), in
    /// words of its own: the coding path, what was expected and what `object` (the parsed file)
    /// holds there, placed at the last key of the path.
    init(path: String, text: String, object: Any, decodingError: any Error) {
        let codingPath: [any CodingKey]
        let detail: String
        switch decodingError as? DecodingError {
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            codingPath = context.codingPath
            detail =
                "expected \(Self.describe(type)), found \(Self.describe(value: Self.value(at: codingPath, in: object)))"
        case .keyNotFound(let key, let context):
            codingPath = context.codingPath
            detail = "the key '\(key.stringValue)' is missing"
        case .dataCorrupted(let context):
            // The rules' own checks (a severity, a blank reason) say what is wrong in words.
            codingPath = context.codingPath
            detail = context.debugDescription
        default:
            codingPath = []
            detail = "a value has a form the rules file does not take"
        }
        let keyPath = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = codingPath.last { $0.intValue == nil }.flatMap { Self.place(ofKey: $0.stringValue, in: text) }
        self.init(
            path: path, line: place?.line, column: place?.column,
            message: keyPath.isEmpty ? detail : "at \(keyPath.dropFirst()): \(detail)")
    }

    /// A type as the rules file's reader expects it, in words.
    static func describe(_ type: Any.Type) -> String {
        switch String(describing: type) {
        case "String": "a string"
        case "Array<String>": "a list of strings"
        case let name where name.hasPrefix("Array"): "a list"
        case let name where name.hasPrefix("Dictionary"): "an object ({...})"
        case "Bool": "true or false"
        case "Int", "Double": "a number"
        default: "an object ({...})"
        }
    }

    /// A JSON value as found, in words: `a string ("x")`, `a number (3)`, `a list`, `null`.
    static func describe(value: Any?) -> String {
        switch value {
        case nil, is NSNull: "nothing (null)"
        case let string as String: "a string (\"\(string.prefix(60))\")"
        case let scalar as NSNumber: "the value \(scalar)"
        case let flag as Bool: "the value \(flag)"
        case is [Any]: "a list"
        case is [String: Any]: "an object ({...})"
        default: "another kind of value"
        }
    }

    /// The value at `codingPath` in the parsed JSON `object`.
    static func value(at codingPath: [any CodingKey], in object: Any) -> Any? {
        var current: Any? = object
        for key in codingPath {
            if let index = key.intValue, let list = current as? [Any] {
                current = list.indices.contains(index) ? list[index] : nil
            } else {
                current = (current as? [String: Any])?[key.stringValue]
            }
        }
        return current
    }

    /// The 1-based line and column of UTF-8 offset `offset` in `text`.
    static func place(ofOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in text.utf8.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// The place of the first `"key"` followed by a colon in `text`.
    static func place(ofKey key: String, in text: String) -> (line: Int, column: Int)? {
        let quoted = "\"\(key)\""
        var searchStart = text.startIndex
        while let range = text.range(of: quoted, range: searchStart..<text.endIndex) {
            if text[range.upperBound...].drop(while: \.isWhitespace).first == ":" {
                return place(ofOffset: text.utf8.distance(from: text.startIndex, to: range.lowerBound), in: text)
            }
            searchStart = range.upperBound
        }
        return nil
    }

    /// `path:line:col: message`, or `path: message` without a place.
    public var located: String {
        let place = [line, column].compactMap { $0 }.map(String.init).joined(separator: ":")
        return place.isEmpty ? "\(path): \(message)" : "\(path):\(place): \(message)"
    }
}
