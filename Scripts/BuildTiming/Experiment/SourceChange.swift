public import Foundation

/// An edit to one vertical's source file that is undone byte for byte.
public struct SourceChange: Sendable {
    /// The kinds of edit.
    public enum Kind: String, Sendable, CaseIterable {
        /// A change inside a body: a private function is added, so the module's interface
        /// stays the same (as for any edit inside a function body).
        case body = "function body"
        /// A new public declaration: the module's interface changes.
        case publicDeclaration = "public declaration"

        /// The text appended to the file.
        var appended: String {
            switch self {
            case .body:
                "\nprivate func timeBuildsProbe() -> Int {\n    let value = 41\n    return value + 1\n}\n"
            case .publicDeclaration:
                "\n/// Added by time-builds; removed when it ends.\npublic enum TimeBuildsProbe {}\n"
            }
        }
    }

    /// The file.
    public var file: URL
    /// Its bytes before the change.
    public var original: Data

    /// Applies `kind` to `file`, keeping the original bytes.
    public static func apply(_ kind: Kind, to file: URL) throws -> SourceChange {
        let original = try Data(contentsOf: file)
        try (original + Data(kind.appended.utf8)).write(to: file)
        return SourceChange(file: file, original: original)
    }

    /// Writes the original bytes back and checks them.
    public func restore() throws {
        try original.write(to: file)
        guard (try? Data(contentsOf: file)) == original else {
            throw TimingError.restoreFailed(path: file.path, backup: "(the original was kept in memory only)")
        }
    }
}
