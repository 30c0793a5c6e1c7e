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
    /// Parts of the layers' patterns name no target.
    case unmatchedLayerPatterns([UnmatchedPattern])
    /// The layers make no target a vertical, so the vertical rule would check nothing.
    case noVerticals(layers: Layers)
    /// No layers were named and the package has none of this package's layout (no target
    /// under the verticals folder, no Prelude, no VerticalInterfaces): another team's package.
    case notThisLayout(verticalsFolder: String)

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
            "The rules file \(problem.located)\(problem.located.hasSuffix(".") ? "" : "."). Fix the file; every key is described under \"The rules file\" in "
                + "check-dependencies' documentation (Scripts/README.md of VerticalHub)."
        case .interfaceBuildFailed(let target, let failure):
            "\(target) did not build, so its purity was not checked. Fix the compiler errors below and run the "
                + "check again, or pass --skip-interface:\n\(failure.output)"
        case .invalidReadme(let path, let reason):
            "The module graph in \(path) cannot be checked: \(reason)."
        case .unreadableSource(let path):
            "The Swift file \(path) could not be read as UTF-8 text. Check its permissions and encoding."
        case .layerConflict(let target, let layers):
            "The target \(target) matches the patterns of \(layers.joined(separator: " and ")). Leave it out of all "
                + "but one with that layer's `except` list in the rules file (or --not-vertical, --not-shared, "
                + "--not-host on the command line)."
        case .invalidBaseline(let path, let reason):
            "The baseline \(path) \(reason)."
        case .missingTarget(let name):
            "The package declares no target named \(name), the interface target this layout checks for purity. "
                + "Set interfacesTarget in the rules file (dependency-rules.json at the package's root, "
                + "Scripts/dependency-rules.json, or the file --config names) to your interface target's name, name your "
                + "layers instead (--verticals '*Feature' --interfaces YourInterfaceTarget, or layers in the rules "
                + "file), or pass --skip-interface."
        case .unmatchedLayerPatterns(let patterns):
            "The layers cannot be read as written: " + UnmatchedPattern.sentences(patterns)
                + " (The patterns come from layers in the rules file and the --verticals, --not-vertical, --shared, "
                + "--not-shared, --host, --not-host and --interfaces flags.)"
        case .noVerticals(let layers):
            "No target is a vertical: "
                + (layers.verticals.isEmpty
                    ? "the layers name no verticals"
                    : "every target the verticals' patterns match is left out by an exception or another layer")
                + ", so the vertical rule would check nothing. Name the verticals with --verticals (a name glob "
                + "such as '*Feature', or a folder such as Sources/Features/) or layers.verticals in the rules file."
        case .notThisLayout(let folder):
            "This package has no verticals in VerticalHub's own layout (no target under \(folder)/, no Prelude, "
                + "no VerticalInterfaces), so the vertical rule would check nothing. Name your package's verticals: "
                + "--verticals '*Feature' (a glob on target names; add --not-vertical AppFeature --host AppFeature "
                + "for the app that wires them together), --verticals Sources/Features/ (a folder), or layers in a "
                + "rules file passed with --config (\"On your package\" in check-dependencies' documentation, "
                + "Scripts/README.md of VerticalHub)."
        }
    }
}
