/// Why the scaffolding tool refused or failed: what was wrong, where, and how to fix it.
/// When it is thrown, nothing in the package has changed.
public struct ScaffoldError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence shown to the user.
    public var message: String

    /// Makes an error from a full explanation.
    public init(_ message: String) {
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String { message }
}
