/// Which modules rebuilt after one change to one vertical.
public struct BlastRadius: Sendable, Hashable, Codable {
    /// The change made, such as "function body".
    public var change: String
    /// The vertical changed.
    public var vertical: String
    /// The file changed, package-relative.
    public var file: String
    /// Modules whose compile rule ran again, from `build.db`.
    public var rebuiltByDatabase: [String]
    /// Modules that wrote a `.dia` file again.
    public var rebuiltByDiagnostics: [String]
    /// Modules that may rebuild: the vertical and what depends on it.
    public var expected: [String]
    /// Wall seconds of the incremental build.
    public var seconds: Double

    /// Makes a result.
    public init(
        change: String, vertical: String, file: String, rebuiltByDatabase: [String], rebuiltByDiagnostics: [String],
        expected: [String], seconds: Double
    ) {
        self.change = change
        self.vertical = vertical
        self.file = file
        self.rebuiltByDatabase = rebuiltByDatabase
        self.rebuiltByDiagnostics = rebuiltByDiagnostics
        self.expected = expected
        self.seconds = seconds
    }

    /// Sibling verticals (or other modules outside the expected set) that rebuilt.
    public var unexpected: [String] {
        Set(rebuiltByDatabase).union(rebuiltByDiagnostics).subtracting(expected).sorted()
    }
}
