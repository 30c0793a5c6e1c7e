/// What changed since a base: the files, and the commit they were compared against.
public struct ChangeSet: Sendable, Hashable {
    /// The base as the user named it (`origin/main`, a commit).
    public var base: String
    /// The commit the files were compared against: the merge base of the base and `HEAD`;
    /// `nil` when there was none to compare with (a repository's first commit), and every
    /// file counts as added.
    public var mergeBase: String?
    /// The changed files, in the order git listed them (tracked first, then untracked).
    public var files: [FileChange]
    /// A sentence about how the base was read, when it was not the plain case (the first commit).
    public var note: String?

    /// Makes a change set.
    ///
    /// - Parameters:
    ///   - base: The base as the user named it.
    ///   - mergeBase: The commit compared against; `nil` on a first commit.
    ///   - files: The changed files.
    ///   - note: How the base was read, when that needs saying.
    public init(base: String, mergeBase: String?, files: [FileChange], note: String? = nil) {
        self.base = base
        self.mergeBase = mergeBase
        self.files = files
        self.note = note
    }
}
