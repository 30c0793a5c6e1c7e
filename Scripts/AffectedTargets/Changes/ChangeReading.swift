/// Where the changed files come from: git in a real run (``GitChanges``), a fixed list in a
/// test (``FixedChanges``).
public protocol ChangeReading: Sendable {
    /// The files changed since `base`.
    ///
    /// - Parameter base: A branch, tag or commit, as the user named it.
    /// - Returns: The changed files and the commit they were compared against.
    /// - Throws: ``AffectedError`` when the base cannot be read (unknown, beyond a shallow
    ///   clone's history, no shared history) or git fails.
    func changes(since base: String) throws(AffectedError) -> ChangeSet
}

/// The same change set whatever the base: for tests of what uses a ``ChangeReading``.
public struct FixedChanges: ChangeReading {
    /// The files every call returns.
    public var files: [FileChange]

    /// Makes the value.
    ///
    /// - Parameter files: The files every call returns.
    public init(_ files: [FileChange]) {
        self.files = files
    }

    /// `files`, compared against `base` itself.
    ///
    /// - Parameter base: Reported as the base and the merge base.
    /// - Returns: The fixed files.
    public func changes(since base: String) throws(AffectedError) -> ChangeSet {
        ChangeSet(base: base, mergeBase: base, files: files)
    }
}
