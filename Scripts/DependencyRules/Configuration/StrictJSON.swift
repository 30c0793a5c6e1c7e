/// A strict reading of a JSON text that says, in words and at a line and column, what is
/// wrong with it. Foundation's parser accepts a trailing comma, keeps the last of two equal
/// keys without a word, and says "Invalid value around character 5" for a missing colon;
/// a rules file read that way could drop a rule silently. This checks the text against the
/// JSON grammar (RFC 8259) first; the values are then read with Foundation.
enum StrictJSON {
    /// What is wrong with a text, and where (1-based line and column).
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

    /// The deepest nesting of objects and arrays read.
    static let maximumDepth = 64

    /// The first problem in `text`, or `nil` when it is one JSON value and nothing else.
    static func problem(in text: String) -> Problem? {
        var reader = Reader(bytes: Array(text.utf8))
        do throws(Problem) {
            reader.skipWhitespace()
            guard !reader.isAtEnd else {
                throw reader.problem("the file is empty; write {} for a file that changes no default")
            }
            try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.isAtEnd else { throw reader.problem("there is more text after the JSON value ends") }
            return nil
        } catch {
            return error
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }
        var current: UInt8? { isAtEnd ? nil : bytes[index] }

        /// A problem at the current place.
        func problem(_ message: String, at offset: Int? = nil) -> Problem {
            var line = 1
            var column = 1
            for byte in bytes.prefix(offset ?? index) {
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            return Problem(line: line, column: column, message: message)
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// What the current byte is, for a message: `'x'` or "the end of the file".
        var found: String {
            guard let byte = current else { return "the end of the file" }
            return byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "a control character"
        }

        mutating func value(depth: Int) throws(Problem) {
            guard depth < StrictJSON.maximumDepth else {
                throw problem("objects and lists are nested more than \(StrictJSON.maximumDepth) deep")
            }
            switch current {
            case UInt8(ascii: "{"): try object(depth: depth)
            case UInt8(ascii: "["): try array(depth: depth)
            case UInt8(ascii: "\""): _ = try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39): try number()
            case UInt8(ascii: "'"): throw problem("JSON strings take double quotes (\"...\"), not single ones")
            default:
                throw problem(
                    "a value (a string, number, list, object, true, false or null) was expected, not \(found)")
            }
        }

        mutating func object(depth: Int) throws(Problem) {
            index += 1
            var keys: [String: Int] = [:]
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else {
                    if current == UInt8(ascii: "}") {
                        throw problem("a comma before '}' ends nothing: JSON allows no trailing comma")
                    }
                    throw problem("a key in double quotes was expected, not \(found)")
                }
                let start = index
                let key = try string()
                if let first = keys[key] {
                    let earlier = problem("", at: first)
                    var twice = problem(
                        "the key '\(key)' appears twice in one object (first at line \(earlier.line), column "
                            + "\(earlier.column)); only one of the two would be read, so write it once",
                        at: start)
                    twice.isSyntaxError = false
                    throw twice
                }
                keys[key] = start
                skipWhitespace()
                guard current == UInt8(ascii: ":") else {
                    throw problem("a ':' was expected after the key '\(key)', not \(found)")
                }
                index += 1
                skipWhitespace()
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard current == UInt8(ascii: "}") else { throw problem("a ',' or '}' was expected, not \(found)") }
                index += 1
                return
            }
        }

        mutating func array(depth: Int) throws(Problem) {
            index += 1
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return
            }
            while true {
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    throw problem("a comma before ']' ends nothing: JSON allows no trailing comma")
                }
                try value(depth: depth + 1)
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard current == UInt8(ascii: "]") else { throw problem("a ',' or ']' was expected, not \(found)") }
                index += 1
                return
            }
        }

        /// Reads a string and returns its value (escapes decoded).
        mutating func string() throws(Problem) -> String {
            let start = index
            index += 1
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            while true {
                guard let byte = current else { throw problem("this string is not closed with '\"'", at: start) }
                if byte == UInt8(ascii: "\"") {
                    index += 1
                    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                    return String(scalars)
                }
                if byte < 0x20 { throw problem("a string may not hold a line break or control character; write \\n") }
                guard byte == UInt8(ascii: "\\") else {
                    raw.append(byte)
                    index += 1
                    continue
                }
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                raw = []
                index += 1
                let escape = current
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var value = try hexadecimal()
                    // A surrogate pair, \uD83D\uDE00, is one character.
                    if (0xD800...0xDBFF).contains(value), current == UInt8(ascii: "\\"),
                        index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hexadecimal()
                        value = 0x10000 + ((value - 0xD800) << 10) + ((low &- 0xDC00) & 0x3FF)
                    }
                    scalars.append(UnicodeScalar(value) ?? "\u{FFFD}")
                default:
                    throw problem(
                        "'\\' starts no escape JSON knows here (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)",
                        at: index - 2)
                }
            }
        }

        mutating func hexadecimal() throws(Problem) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexValue(byte) else {
                    throw problem("\\u must be followed by four hexadecimal digits")
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case 0x30...0x39: UInt32(byte - 0x30)
            case 0x41...0x46: UInt32(byte - 0x41 + 10)
            case 0x61...0x66: UInt32(byte - 0x61 + 10)
            default: nil
            }
        }

        mutating func literal(_ word: String) throws(Problem) {
            let start = index
            for expected in word.utf8 {
                guard current == expected else {
                    throw problem("'\(word)' was expected here; strings take double quotes", at: start)
                }
                index += 1
            }
        }

        mutating func number() throws(Problem) {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw problem("a number was expected here", at: start) }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw problem("a number's '.' must be followed by digits", at: start) }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw problem("a number's exponent must have digits", at: start) }
            }
        }

        /// Skips a run of digits and returns its length.
        mutating func digits() -> Int {
            let start = index
            while let byte = current, byte >= 0x30 && byte <= 0x39 { index += 1 }
            return index - start
        }
    }
}
