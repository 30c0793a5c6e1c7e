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

    /// A problem reported by `JSONSerialization` for `text`: its "around character N" becomes
    /// a line and column.
    init(path: String, text: String, syntaxError: any Error) {
        let detail = (syntaxError as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
        let offset = detail.firstMatch(of: /character (\d+)/).flatMap { Int($0.1) }
        let place = offset.map { Self.place(ofOffset: $0, in: text) }
        let reason = detail.isEmpty ? "it is not valid JSON" : "it is not valid JSON (\(detail))"
        self.init(path: path, line: place?.line, column: place?.column, message: reason)
    }

    /// A problem reported by `JSONDecoder` (a value of the wrong type or a missing field):
    /// the coding path in words, placed at the last key of the path.
    init(path: String, text: String, decodingError: any Error) {
        let (codingPath, detail): ([any CodingKey], String) =
            switch decodingError as? DecodingError {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                (context.codingPath, context.debugDescription)
            case .keyNotFound(let key, let context):
                (context.codingPath, "the key '\(key.stringValue)' is missing")
            default: ([], String(describing: decodingError))
            }
        let keyPath = codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        let place = codingPath.last { $0.intValue == nil }.flatMap { Self.place(ofKey: $0.stringValue, in: text) }
        self.init(
            path: path, line: place?.line, column: place?.column,
            message: keyPath.isEmpty ? detail : "at \(keyPath.dropFirst()): \(detail)")
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
