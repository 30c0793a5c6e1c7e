import Prelude
/// Places in a value and in a schema, written for people (coding paths) and for programs
/// (JSON Pointers).
enum SchemaPath {
    /// One step into a value.
    enum Component: Sendable, Hashable {
        /// An object's member.
        case key(String)
        /// An array's element.
        case index(Int)
    }

    /// The longest key shown in a path, in Unicode scalars; longer keys are cut short with `…`.
    static let maximumKeyLength = 64

    /// `pins[0].latitude`; keys that are not plain names are quoted: `["two words"]`.
    static func codingPath(_ components: [Component]) -> String {
        var path = ""
        for component in components {
            switch component {
            case .index(let index): path += "[\(index)]"
            case .key(let key) where isPlainName(key):
                path += path.isEmpty ? key : "." + key
            case .key(let key): path += "[" + quoted(key) + "]"
            }
        }
        return path
    }

    /// `/pins/0/latitude` (RFC 6901), empty for the root; long keys are cut short.
    static func pointer(_ components: [Component]) -> String {
        components.map { component in
            switch component {
            case .index(let index): "/\(index)"
            case .key(let key): "/" + escapePointerToken(shortened(key))
            }
        }.joined()
    }

    /// `token` with `~` and `/` escaped as a JSON Pointer needs.
    static func escapePointerToken(_ token: String) -> String {
        var escaped = ""
        for character in token.unicodeScalars {
            switch character {
            case "~": escaped += "~0"
            case "/": escaped += "~1"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// `text` cut short and in double quotes, safe to print
    /// (``Swift/String/quotedForTerminal(_:maximumLength:)``): text from a payload can neither
    /// move a terminal's cursor nor reorder what it shows.
    static func quoted(_ text: String) -> String {
        text.quotedForTerminal(maximumLength: maximumKeyLength)
    }

    /// `text`, cut to ``maximumKeyLength`` scalars with `…` when longer; the work is bounded
    /// by that length, whatever the text's.
    static func shortened(_ text: String) -> String {
        text.shortened(toScalars: maximumKeyLength)
    }

    /// Whether `key` is ASCII letters, digits, `_` and `$`, not starting with a digit, and short.
    private static func isPlainName(_ key: String) -> Bool {
        guard let first = key.utf8.first, key.utf8.count <= maximumKeyLength, !(48...57).contains(first) else {
            return false
        }
        return key.utf8.allSatisfy { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 95
                || byte == 36
        }
    }
}
