/// Reads what `git diff --name-status -z` and `git ls-files -z` print: fields separated by NUL,
/// so any byte a path may hold (spaces, newlines, quotes) survives.
public enum GitOutput {
    /// The changes in `git diff --name-status -z -M` output: a status field (`M`, `A`, `D`, `T`,
    /// `R100`, `C075`), then one path, or two (old, new) for a rename or copy.
    ///
    /// - Parameter text: What git printed.
    /// - Returns: The changes in git's order.
    /// - Throws: ``AffectedError/unreadableGitOutput(_:)`` when a status has no path, or a rename
    ///   or copy no new path. A status this reader does not know (`U` unmerged, `X`) counts as a
    ///   modification: its file's content is in question.
    public static func nameStatus(_ text: String) throws(AffectedError) -> [FileChange] {
        var fields = paths(text)[...]
        var changes: [FileChange] = []
        while let status = fields.popFirst() {
            guard let letter = status.first, let path = fields.popFirst() else {
                throw .unreadableGitOutput("a status `\(status.prefix(20))` without a path")
            }
            switch letter {
            case "M": changes.append(FileChange(.modified, path))
            case "A": changes.append(FileChange(.added, path))
            case "D": changes.append(FileChange(.deleted, path))
            case "T": changes.append(FileChange(.typeChanged, path))
            case "R", "C":
                guard let newPath = fields.popFirst() else {
                    throw .unreadableGitOutput("a rename or copy of `\(path.prefix(200))` without its new path")
                }
                changes.append(FileChange(letter == "R" ? .renamed : .copied, newPath, from: path))
            default:
                // `U` (unmerged) and `X` (unknown) name a file whose content is in question: count it as modified.
                changes.append(FileChange(.modified, path))
            }
        }
        return changes
    }

    /// The NUL-separated fields of `text`, without the empty one after the last NUL.
    ///
    /// - Parameter text: What git printed with `-z`.
    /// - Returns: The fields in order.
    public static func paths(_ text: String) -> [String] {
        text.split(separator: "\0", omittingEmptySubsequences: true).map(String.init)
    }
}
