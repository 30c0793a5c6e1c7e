public import ScriptSupport

/// Why the API check could not run, or could not trust what it was told, in words that say how
/// to fix it. (A break is no error: it is a finding, in ``APIReport``.)
public enum APICheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The baseline folder has no `baseline.json`.
    case noBaseline(folder: String)
    /// `baseline.json` is not a baseline description.
    case unreadableBaseline(file: String, reason: String)
    /// The baseline lists a module whose dump is not there.
    case missingDump(module: String, file: String)
    /// A dump is not the API digester's JSON.
    case unreadableDump(file: String, reason: String)
    /// The package is not in a git work tree (the digester names the baseline by a commit), or
    /// git cannot run.
    case notAGitWorkTree(path: String, git: String)
    /// A git command failed.
    case gitFailed(CommandFailure)
    /// `swift-api-digester` is nowhere to be found.
    case digesterNotFound
    /// A command could not be started.
    case cannotStart(command: String, reason: String)
    /// `swift package diagnose-api-breaking-changes` failed without naming a break.
    case swiftPMFailed(status: Int32, output: String)
    /// SwiftPM said nothing about some modules: neither a break nor "No breaking changes".
    case unreported(modules: [String], output: String)
    /// SwiftPM skipped modules because the baseline folder it was given has no dump of them.
    case skipped(modules: [String])
    /// SwiftPM's report contradicts itself (a count that does not match the lines, breaks with
    /// a zero exit status).
    case inconsistentReport(reason: String, output: String)
    /// SwiftPM compared a module without running the digester that `SWIFT_API_DIGESTER` names, so
    /// its command line, which the working tree's dump needs, is unknown.
    case digesterNotRecorded(module: String)
    /// The digester could not dump a module's API.
    case dumpFailed(module: String, output: String)
    /// `--write-baseline` on a working tree with changes that are not committed.
    case uncommittedChanges(files: [String])
    /// `--write-baseline` without a version, and a changelog without a release.
    case noVersion(changelog: String)
    /// `--write-baseline` without modules, and no earlier baseline to take them from.
    case noModules
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// The changelog exists but cannot be read.
    case unreadableChangelog(path: String, reason: String)

    /// What happened and how to fix it.
    public var description: String {
        switch self {
        case .noBaseline(let folder):
            "there is no API baseline in \(folder) (no \(APIBaseline.fileName)); at a release commit, write one with "
                + "`Scripts/check-api --write-baseline --baseline-version X.Y.Z --module <name>...`"
        case .unreadableBaseline(let file, let reason):
            "\(file) is not a baseline description: \(reason); restore it from git, or regenerate the baseline at "
                + "its release commit with `Scripts/check-api --write-baseline`"
        case .missingDump(let module, let file):
            "the baseline lists \(module), but its API dump \(file) is missing; restore it from git "
                + "(`git checkout -- \(file)`), or regenerate the baseline with `Scripts/check-api --write-baseline`"
        case .unreadableDump(let file, let reason):
            "\(file) is not an API digester dump: \(reason); restore it from git, or regenerate the baseline with "
                + "`Scripts/check-api --write-baseline`"
        case .notAGitWorkTree(let path, let git):
            "\(path) is not inside a git work tree, or git cannot run there (\(Self.firstLine(git))); SwiftPM's API "
                + "check names its baseline by a commit, so run it in a clone of the repository (a shallow one is "
                + "enough), with git on PATH"
        case .gitFailed(let failure):
            "`\(failure.command)` exited with status \(failure.status): \(Self.firstLine(failure.output))"
        case .digesterNotFound:
            "swift-api-digester is neither on PATH nor beside swiftc; set SWIFT_API_DIGESTER to its path "
                + "(it ships in the Swift toolchain's usr/bin)"
        case .cannotStart(let command, let reason):
            "`\(command)` could not be started (\(reason)); check that the Swift toolchain is on PATH"
        case .swiftPMFailed(let status, let output):
            "`swift package diagnose-api-breaking-changes` exited with status \(status) without naming a break, so "
                + "the build or the API digester failed; fix what it printed and run again:\n\(Self.tail(output))"
        case .unreported(let modules, let output):
            "SwiftPM said nothing about \(modules.joined(separator: ", ")) (neither a break nor \"No breaking "
                + "changes\"), so its silence cannot be trusted; fix what it printed and run again:\n"
                + Self.tail(output)
        case .skipped(let modules):
            "SwiftPM skipped \(modules.joined(separator: ", ")) for want of a baseline dump; the baseline's files "
                + "are incomplete: restore them from git, or regenerate them with `Scripts/check-api --write-baseline`"
        case .inconsistentReport(let reason, let output):
            "SwiftPM's report contradicts itself (\(reason)), so it cannot be trusted; run again, and if it "
                + "persists, compare with `swift package diagnose-api-breaking-changes` by hand:\n\(Self.tail(output))"
        case .digesterNotRecorded(let module):
            "SwiftPM compared \(module) without running the digester named by SWIFT_API_DIGESTER, so the working "
                + "tree's API could not be dumped with its flags (for the `public` -> `package` check and for a new "
                + "baseline); check that this SwiftPM still reads SWIFT_API_DIGESTER (`swift --version`)"
        case .dumpFailed(let module, let output):
            "swift-api-digester could not dump the API of \(module); fix what it printed and run again:\n"
                + Self.tail(output)
        case .uncommittedChanges(let files):
            "the working tree has changes that are not committed (\(Self.list(files))); a baseline is the API of a "
                + "commit, so commit or stash them first, then write the baseline again"
        case .noVersion(let changelog):
            "name the release this baseline is with --baseline-version X.Y.Z, or release it in \(changelog) first "
                + "(a heading such as `## [1.0.0] - 2026-12-01`)"
        case .noModules:
            "name the modules whose API the baseline holds with --module (repeatable), such as "
                + "`--module Prelude --module HubInterfaces`; later runs take them from the baseline"
        case .cannotWrite(let path, let reason):
            "\(path) could not be written (\(reason)); check that its folder exists and may be written to"
        case .unreadableChangelog(let path, let reason):
            "\(path) could not be read (\(reason)); check its permissions and that it is UTF-8 text"
        }
    }

    /// The exit status the command gives this error: 2, "the check could not run".
    public static let exitStatus: Int32 = 2

    static func firstLine(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? "no output"
        return String(line.prefix(300))
    }

    /// The last lines of a command's output, where its error is; at most 40 lines.
    static func tail(_ text: String) -> String {
        let lines = text.split(separator: "\n")
        var kept = lines.suffix(40).map { "  " + $0.prefix(400) }
        if lines.count > 40 { kept.insert("  ...", at: 0) }
        return kept.isEmpty ? "  (no output)" : kept.joined(separator: "\n")
    }

    static func list(_ items: [String]) -> String {
        items.prefix(5).joined(separator: ", ") + (items.count > 5 ? " and \(items.count - 5) more" : "")
    }
}
