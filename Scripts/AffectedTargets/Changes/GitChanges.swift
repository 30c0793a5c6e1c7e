public import Foundation
import ScriptSupport

/// The changed files, read from git in the package's folder: the files that differ between the
/// merge base of the base and `HEAD` and the working tree (commits on the branch and anything
/// not committed yet), plus untracked files that are not ignored. Paths are relative to the
/// package root, and files outside it are left out (`git diff --relative`).
///
/// A base git does not know fails with a sentence that says why: a shallow clone (fetch more
/// history), or a name that is no branch, tag or commit. On a repository's first commit (a
/// `HEAD` without parents, or GitHub's all-zero `before` commit) every file counts as added.
/// The list is as long as git's diff: it is bounded by what the clone holds, and nothing from
/// outside the repository is read.
public struct GitChanges: ChangeReading {
    /// The package root, where git runs.
    public var packageRoot: URL

    /// Makes the reader.
    ///
    /// - Parameter packageRoot: The package's folder, inside a git work tree.
    public init(packageRoot: URL) {
        self.packageRoot = packageRoot
    }

    /// Whether `base` names no commit: GitHub's all-zero `before` on the first push of a branch.
    ///
    /// - Parameter base: The base as the user gave it.
    /// - Returns: `true` for forty (or more) zeros.
    public static func namesNoCommit(_ base: String) -> Bool {
        base.count >= 40 && base.allSatisfy { $0 == "0" }
    }

    /// The files changed since `base`.
    ///
    /// - Parameter base: A branch, tag or commit; forty zeros for "no base" (every file added).
    /// - Returns: The changed files and the merge base they were compared against.
    /// - Throws: ``AffectedError`` when git cannot run, the folder is not in a work tree, the
    ///   base is unknown or beyond a shallow clone's history, or the base and `HEAD` share no history.
    public func changes(since base: String) throws(AffectedError) -> ChangeSet {
        _ = try git(["rev-parse", "--show-toplevel"]) { .notARepository(path: packageRoot.path, git: $0.output) }
        guard !base.isEmpty, !base.hasPrefix("-") else {
            throw .unknownBase(base: base, repository: packageRoot.path)
        }
        let hasHead = probe(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]) != nil
        let noBase = Self.namesNoCommit(base)
        if !noBase, hasHead,
            let commit = probe(["rev-parse", "--verify", "--quiet", "--end-of-options", base + "^{commit}"])
        {
            guard let mergeBase = probe(["merge-base", commit, "HEAD"]) else {
                throw isShallow ? .baseBeyondShallowClone(base: base) : .noSharedHistory(base: base)
            }
            return ChangeSet(base: base, mergeBase: mergeBase, files: try files(comparedWith: mergeBase))
        }
        let headIsRoot = hasHead && probe(["rev-parse", "--verify", "--quiet", "HEAD^"]) == nil
        guard noBase || !hasHead || (headIsRoot && !isShallow) else {
            throw isShallow
                ? .baseBeyondShallowClone(base: base) : .unknownBase(base: base, repository: packageRoot.path)
        }
        let emptyTree = try git(["hash-object", "-t", "tree", "/dev/null"]) { .gitFailed($0) }
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let note =
            hasHead
            ? "there is no base commit to compare with (HEAD is the repository's first commit, or the base is "
                + "GitHub's all-zero commit), so every file counts as added"
            : "the repository has no commit yet, so every file counts as added"
        return ChangeSet(base: base, mergeBase: nil, files: try files(comparedWith: emptyTree), note: note)
    }

    /// Whether the clone has only part of the history (`git clone --depth`, actions/checkout's default).
    private var isShallow: Bool {
        probe(["rev-parse", "--is-shallow-repository"]) == "true"
    }

    /// The tracked files that differ between `commit` and the working tree, then the untracked ones.
    private func files(comparedWith commit: String) throws(AffectedError) -> [FileChange] {
        let diff = try git(["diff", "--name-status", "-z", "-M", "--relative", "--no-ext-diff", commit, "--"]) {
            .gitFailed($0)
        }
        let untracked = try git(["ls-files", "-z", "--others", "--exclude-standard"]) { .gitFailed($0) }
        return try GitOutput.nameStatus(diff) + GitOutput.paths(untracked).map { FileChange(.untracked, $0) }
    }

    private func git(
        _ arguments: [String], orThrow wrap: (CommandFailure) -> AffectedError
    ) throws(AffectedError) -> String {
        try CommandRunner.output(of: ["git", "-C", packageRoot.path] + arguments, orThrow: wrap)
    }

    /// What a git command printed (trimmed), or `nil` when it failed: for questions whose "no" is a failure.
    private func probe(_ arguments: [String]) -> String? {
        guard let result = try? CommandRunner.run(["git", "-C", packageRoot.path] + arguments), result.status == 0
        else { return nil }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
