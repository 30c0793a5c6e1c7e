public import ScriptSupport

/// Why the check could not run (as opposed to a violation it found).
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A command the check runs (`swift package dump-package`, `swift build`) failed.
    case commandFailed(CommandFailure)
    /// The manifest JSON did not have the expected shape.
    case unreadableManifestJSON(String)
    /// A symbol graph file could not be read.
    case unreadableSymbolGraph(path: String, reason: String)
    /// The build produced no symbol graph for the interface module.
    case missingSymbolGraph(module: String, directory: String)
    /// The rules file could not be read, or says something the check does not understand.
    case invalidConfiguration(ConfigurationProblem)
    /// The interface target did not build, so its purity could not be checked.
    case interfaceBuildFailed(target: String, failure: CommandFailure)
    /// The package has no target with a required role.
    case missingTarget(String)
    /// The Markdown file whose module graph is checked cannot be read or has no graph block.
    case invalidReadme(path: String, reason: String)
    /// A Swift file of a target could not be read as UTF-8 text.
    case unreadableSource(path: String)
    /// A target matches the patterns of two layers.
    case layerConflict(target: String, layers: [String])
    /// A baseline file could not be read or written.
    case invalidBaseline(path: String, reason: String)

    /// What happened and how to fix it, in words.
    public var description: String {
        switch self {
        case .commandFailed(let failure):
            "`\(failure.command)` exited with status \(failure.status). Fix the error it printed and run the "
                + "check again:\n\(failure.output)"
        case .unreadableManifestJSON(let reason):
            "SwiftPM's manifest JSON could not be read (\(reason)). Check that `swift package dump-package` "
                + "works in the package directory and that this toolchain is Swift 6.x."
        case .unreadableSymbolGraph(let path, let reason):
            "The symbol graph \(path) could not be read (\(reason)). Delete the check's scratch folder and run again."
        case .missingSymbolGraph(let module, let directory):
            "No symbol graph for \(module) was written to \(directory). Check that the target \(module) exists "
                + "and builds, or pass --skip-interface."
        case .invalidConfiguration(let problem):
            "The rules file \(problem.located). Fix the file (the keys are described in Scripts/README.md, "
                + "\"The rules file\"), or leave out --config to use Scripts/dependency-rules.json."
        case .interfaceBuildFailed(let target, let failure):
            "\(target) did not build, so its purity was not checked. Fix the compiler errors below and run the "
                + "check again, or pass --skip-interface:\n\(failure.output)"
        case .invalidReadme(let path, let reason):
            "The module graph in \(path) cannot be checked: \(reason). Put the graph between "
                + "<!-- module-graph:begin --> and <!-- module-graph:end --> lines, each on its own line."
        case .unreadableSource(let path):
            "The Swift file \(path) could not be read as UTF-8 text. Check its permissions and encoding."
        case .layerConflict(let target, let layers):
            "The target \(target) matches the patterns of \(layers.joined(separator: " and ")). Leave it out of all "
                + "but one with that layer's `except` list in the rules file (or --not-vertical, --not-shared, "
                + "--not-host on the command line)."
        case .invalidBaseline(let path, let reason):
            "The baseline \(path) \(reason)."
        case .missingTarget(let name):
            "The package declares no target named \(name). Pass the right name with --prelude or --interfaces."
        }
    }
}
