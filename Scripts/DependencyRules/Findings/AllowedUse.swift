/// A declaration the rules would report but the rules file allow-lists, with the reason it
/// gives; the summary prints each one so an allow-list never hides what it excuses.
public struct AllowedUse: Sendable, Hashable, Codable {
    /// The symbol's path as the allow-list names it, such as `Message.encode(to:)`.
    public var symbol: String
    /// Why the rules file accepts it.
    public var reason: String
    /// The file that declares it, relative to the package root.
    public var path: String
    /// The 1-based line of the declaration.
    public var line: Int
    /// The 1-based column of the declaration.
    public var column: Int

    /// Makes an allowed use at `path:line:column`.
    public init(symbol: String, reason: String, path: String, line: Int, column: Int) {
        self.symbol = symbol
        self.reason = reason
        self.path = path
        self.line = line
        self.column = column
    }

    /// The use as one summary line: `path:line:col: note: 'symbol' is allow-listed: reason`.
    public var noteLine: String {
        "\(path):\(line):\(column): note: '\(symbol)' is allow-listed: \(reason)"
    }
}
