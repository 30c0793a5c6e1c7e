/// JSON text that could not be parsed: what was wrong and where.
///
/// ```text
/// line 3, column 14: expected ',' or '}' after the value of "name" in an object
/// ```
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, as a sentence fragment.
    public let message: String
    /// 1-based line of the fault.
    public let line: Int
    /// 1-based column (in UTF-8 bytes) of the fault.
    public let column: Int
    /// 0-based byte offset of the fault.
    public let offset: Int

    /// Makes an error; `line` and `column` are 1-based.
    public init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The text shown when the value is printed.
    public var description: String { "line \(line), column \(column): \(message)" }
}

/// A value that cannot be written as JSON text: JSON has no NaN or infinity.
public struct JSONSerializationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where in the value the bad number is (`rooms[2].size`; empty for the root).
    public let path: String
    /// The number that JSON cannot represent.
    public let value: Double

    /// Makes an error for the non-finite `value` at `path`.
    public init(path: String, value: Double) {
        self.path = path
        self.value = value
    }

    /// The text shown when the value is printed.
    public var description: String {
        "\(path.isEmpty ? "the value" : path) is \(value), which JSON cannot represent; use a finite number or null"
    }
}
