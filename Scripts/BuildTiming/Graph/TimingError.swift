public import ScriptSupport

/// Why a timing run could not go on, and what to do about it.
public enum TimingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `swift package describe` printed JSON of another shape.
    case unreadableDescription(String)
    /// A command failed.
    case commandFailed(CommandFailure)
    /// A changed source file could not be restored byte for byte.
    case restoreFailed(path: String, backup: String)
    /// The vertical to change has no Swift file.
    case noSourceFile(vertical: String)
    /// An option names a target the package does not have (checked before the first build).
    case unknownTarget(option: String, name: String, known: [String])
    /// Parts of the `--verticals` or `--host` patterns (or the rules file's layers) match no
    /// target (checked before the first build).
    case unmatchedPatterns([UnmatchedPattern])

    /// What happened and how to fix it, in words.
    public var description: String {
        switch self {
        case .unreadableDescription(let reason):
            "`swift package describe --type json` printed something unexpected (\(reason)). Check that the "
                + "package resolves and that this toolchain is Swift 6.x."
        case .commandFailed(let failure):
            "`\(failure.command)` exited with status \(failure.status). Make the package build, then run time-builds again. "
                + "Its last output:\n\(failure.output.suffix(3000))"
        case .restoreFailed(let path, let backup):
            "\(path) could not be restored. Copy \(backup) over it."
        case .unknownTarget(let option, let name, let known):
            "\(option) names '\(name)', which is not one of: \(known.joined(separator: ", ")). Pick one of them."
        case .unmatchedPatterns(let patterns):
            UnmatchedPattern.sentences(patterns)
                + " (The patterns come from --verticals, --not-vertical and --host, and the layers of the rules "
                + "file named by --config.)"
        case .noSourceFile(let vertical):
            "The vertical \(vertical) has no Swift file to change. Pick another with --blast-vertical."
        }
    }
}
