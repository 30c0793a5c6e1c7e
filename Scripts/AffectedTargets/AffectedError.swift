public import ScriptSupport

/// Why `affected` could not say what a change touches, in words that say how to fix it.
public enum AffectedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// git could not run in the folder, or the folder is not inside a git work tree.
    case notARepository(path: String, git: String)
    /// The base names no branch, tag or commit git knows.
    case unknownBase(base: String, repository: String)
    /// The base, or the history between it and `HEAD`, is not in this shallow clone.
    case baseBeyondShallowClone(base: String)
    /// The base and `HEAD` have no commit in common.
    case noSharedHistory(base: String)
    /// A git command failed.
    case gitFailed(CommandFailure)
    /// git printed something this tool cannot read.
    case unreadableGitOutput(String)
    /// The package's manifest could not be read (`swift package dump-package` failed or printed
    /// something else than a manifest), with the reason.
    case unreadableManifest(String)
    /// The rules file (which names the verticals folder) could not be read, with the reason.
    case unreadableRules(String)

    /// What happened and how to fix it.
    public var description: String {
        switch self {
        case .notARepository(let path, let git):
            "\(path) is not inside a git work tree, or git cannot run there (\(Self.firstLine(git))); "
                + "run affected in a clone of the repository, with git on PATH"
        case .unknownBase(let base, let repository):
            "the base '\(base.prefix(200))' is no branch, tag or commit in \(repository); name one that exists "
                + "(for a pull request, its base branch, such as origin/main after `git fetch origin main`)"
        case .baseBeyondShallowClone(let base):
            "the base '\(base.prefix(200))' or the history between it and HEAD is not in this clone, which is "
                + "shallow (cloned with --depth; actions/checkout clones one commit by default); fetch the "
                + "history first: `git fetch --unshallow`, or `fetch-depth: 0` for actions/checkout"
        case .noSharedHistory(let base):
            "the base '\(base.prefix(200))' and HEAD have no commit in common, so there is no diff to read; "
                + "name a base on HEAD's history"
        case .gitFailed(let failure):
            "`\(failure.command)` exited with status \(failure.status): \(Self.firstLine(failure.output))"
        case .unreadableGitOutput(let reason):
            "git printed a list of changes this tool cannot read (\(reason)); check that git is 2.20 or later"
        case .unreadableManifest(let reason):
            "the package's manifest could not be read: \(reason)"
        case .unreadableRules(let reason):
            "the rules file, which names the verticals folder, could not be read: \(reason)"
        }
    }

    private static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? "no output"
        return String(line.prefix(300))
    }
}
