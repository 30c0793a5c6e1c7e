/// One file a diff touched, as git reports it: what happened to it, its path now and, for a
/// rename or copy, the path it had before. Paths are relative to the package root.
public struct FileChange: Sendable, Hashable, Codable {
    /// What happened to the file.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// New in the diff.
        case added
        /// Changed in place.
        case modified
        /// Gone (its path is where it was).
        case deleted
        /// Moved: ``FileChange/oldPath`` is where it was, ``FileChange/path`` where it is.
        case renamed
        /// Copied from ``FileChange/oldPath``.
        case copied
        /// Its type changed (a file became a symbolic link, say).
        case typeChanged
        /// Not tracked by git yet, and not ignored.
        case untracked
    }

    /// What happened to the file.
    public var kind: Kind
    /// The file's path now (for a deleted file, where it was).
    public var path: String
    /// Where a renamed or copied file was; `nil` otherwise.
    public var oldPath: String?

    /// Makes a change.
    ///
    /// - Parameters:
    ///   - kind: What happened to the file.
    ///   - path: Its path now, relative to the package root.
    ///   - oldPath: Where a renamed or copied file was.
    public init(_ kind: Kind, _ path: String, from oldPath: String? = nil) {
        self.kind = kind
        self.path = path
        self.oldPath = oldPath
    }

    /// Every path the change touches: the old one of a rename counts, since its target lost the file.
    public var paths: [String] {
        [path] + (oldPath.map { [$0] } ?? [])
    }
}
