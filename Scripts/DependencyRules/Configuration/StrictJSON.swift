import Prelude

/// A strict reading of a rules file's or a baseline's JSON text that says, in words and at a
/// line and column, what is wrong with it. Foundation's parser accepts a trailing comma, keeps
/// the last of two equal keys without a word, and says "Invalid value around character 5" for
/// a missing colon; a rules file read that way could drop a rule silently. Prelude's parser
/// (`JSON(parsing:)`) refuses all of that at its place; this puts its findings in the tool's
/// words. The values are then read with Foundation.
enum StrictJSON {
    /// What is wrong with a text, and where (1-based line and column, in UTF-8 bytes).
    struct Problem: Error, Hashable {
        /// The 1-based line.
        var line: Int
        /// The 1-based column.
        var column: Int
        /// What is wrong, in words.
        var message: String
        /// Whether the text breaks JSON's grammar (a key written twice does not: JSON allows it,
        /// but one of the two values would be dropped without a word).
        var isSyntaxError = true
    }

    /// The first problem in `text`, or `nil` when it is one JSON value and nothing else.
    static func problem(in text: String) -> Problem? {
        let bytes = Array(text.utf8)
        do {
            _ = try JSON(parsing: bytes)
            return nil
        } catch {
            let words: String
            var isSyntaxError = true
            if bytes.allSatisfy(isWhitespace) {
                words = "the file is empty; write {} for a file that changes no default"
            } else if let closing = trailingComma(before: error.offset, in: bytes) {
                words = "a comma before '\(closing)' ends nothing: JSON allows no trailing comma"
            } else if error.message.hasSuffix(" appears twice in one object"),
                let key = key(at: error.offset, in: bytes)
            {
                let first = ConfigurationProblem.place(ofKey: key, in: text)
                words =
                    "the key '\(key)' appears twice in one object"
                    + (first.map { " (first at line \($0.line), column \($0.column))" } ?? "")
                    + "; only one of the two would be read, so write it once"
                isSyntaxError = false
            } else {
                words = error.message
            }
            return Problem(line: error.line, column: error.column, message: words, isSyntaxError: isSyntaxError)
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// `}` or `]` when the byte at `offset` closes an object or array right after a comma.
    private static func trailingComma(before offset: Int, in bytes: [UInt8]) -> Character? {
        guard bytes.indices.contains(offset), [UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[offset]) else {
            return nil
        }
        let before = bytes[..<offset].last { !isWhitespace($0) }
        return before == UInt8(ascii: ",") ? Character(Unicode.Scalar(bytes[offset])) : nil
    }

    /// The JSON string (an object's key) that starts at `offset`, decoded.
    private static func key(at offset: Int, in bytes: [UInt8]) -> String? {
        guard bytes.indices.contains(offset), bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return nil }
        return (try? JSON(parsing: bytes[offset...end]))?.stringValue
    }
}
