/// Everything one run of the tool changes, worked out before anything is touched: the folders
/// it makes (with their files), the folders it removes, and the files it edits (old and new
/// text). ``PlanApplier`` applies all of it or none; `--dry-run` prints it.
public struct ScaffoldPlan: Sendable, Hashable {
    /// A folder made with its files, relative to the package root: `Verticals/Pharmacy`.
    public struct NewFolder: Sendable, Hashable {
        /// The folder's path from the package root.
        public var path: String
        /// Its files, with paths from the package root.
        public var files: [GeneratedFile]
    }

    /// A file edited in place.
    public struct Edit: Sendable, Hashable {
        /// The file's path from the package root.
        public var path: String
        /// What the edit does, in a few words: `adds "Pharmacy" to let verticals`.
        public var summary: String
        /// The text the plan was made from; the edit is refused if the file changed since.
        public var old: String
        /// The text after the edit.
        public var new: String
    }

    /// The folders made.
    public var newFolders: [NewFolder] = []
    /// The folders removed, from the package root.
    public var removedFolders: [String] = []
    /// The files edited, those whose text changes.
    public var edits: [Edit] = []
    /// What the user should do next (printed after the changes).
    public var nextSteps: [String] = []

    /// Makes an empty plan.
    public init() {}

    /// Adds an edit of `path` from `old` to `new` when they differ.
    mutating func edit(_ path: String, _ summary: String, from old: String, to new: String) {
        if old != new { edits.append(Edit(path: path, summary: summary, old: old, new: new)) }
    }
}
