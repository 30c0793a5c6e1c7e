/// Why the check could not run (as opposed to a violation it found).
public enum CheckError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A command the check runs (`swift package dump-package`, `swift build`) failed.
    case commandFailed(command: String, status: Int32, output: String)
    /// The manifest JSON did not have the expected shape.
    case unreadableManifestJSON(String)
    /// A symbol graph file could not be read.
    case unreadableSymbolGraph(path: String, reason: String)
    /// The build produced no symbol graph for the interface module.
    case missingSymbolGraph(module: String, directory: String)
    /// The configuration file could not be read.
    case unreadableConfiguration(path: String, reason: String)
    /// The package has no target with a required role.
    case missingTarget(String)

    /// What happened and how to fix it, in words.
    public var description: String {
        switch self {
        case .commandFailed(let command, let status, let output):
            "`\(command)` exited with status \(status). Fix the error it printed and run the check again:\n\(output)"
        case .unreadableManifestJSON(let reason):
            "SwiftPM's manifest JSON could not be read (\(reason)). Check that `swift package dump-package` "
                + "works in the package directory and that this toolchain is Swift 6.x."
        case .unreadableSymbolGraph(let path, let reason):
            "The symbol graph \(path) could not be read (\(reason)). Delete the check's scratch folder and run again."
        case .missingSymbolGraph(let module, let directory):
            "No symbol graph for \(module) was written to \(directory). Check that the target \(module) exists "
                + "and builds, or pass --skip-interface."
        case .unreadableConfiguration(let path, let reason):
            "The configuration file \(path) could not be read (\(reason)). Fix its JSON: "
                + #"{"allowedExternalProducts": [], "interfaceAllowList": [{"symbol": "...", "reason": "..."}]}"#
        case .missingTarget(let name):
            "The package declares no target named \(name). Pass the right name with --prelude or --interfaces."
        }
    }
}
