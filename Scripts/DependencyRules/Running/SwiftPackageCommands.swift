public import Foundation
import ScriptSupport

/// The SwiftPM commands the check runs, always with the check's own scratch path so that
/// the developer's `.build` is never locked or rebuilt.
public struct SwiftPackageCommands: Sendable {
    /// The package's root folder.
    public var packageRoot: URL
    /// The scratch folder SwiftPM builds in.
    public var scratchPath: URL

    /// Makes the commands for `packageRoot`, building in `scratchPath`.
    public init(packageRoot: URL, scratchPath: URL) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath
    }

    private var commonArguments: [String] {
        ["--package-path", packageRoot.path, "--scratch-path", scratchPath.path]
    }

    /// The manifest as `swift package dump-package` reports it. It resolves and builds
    /// nothing, but SwiftPM would wait for the lock of the scratch folder it is given while a
    /// build there runs; so it gets a scratch folder of its own, never created (the manifest
    /// cache is SwiftPM's shared one), whose lock file is removed afterwards. Each target's
    /// folder is the one SwiftPM uses (``PackageManifest/init(dumpPackageJSON:packageRoot:)``).
    public func dumpPackage() throws -> PackageManifest {
        let privateScratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("check-dependencies-manifest-\(UUID().uuidString)")
        defer { FixtureCopy.remove(privateScratch) }
        let json = try CommandRunner.output(
            of: ["swift", "package", "--package-path", packageRoot.path, "--scratch-path", privateScratch.path]
                + ["dump-package"],
            orThrow: CheckError.commandFailed)
        return try PackageManifest(dumpPackageJSON: Data(json.utf8), packageRoot: packageRoot)
    }

    /// Resolves the package's dependencies (`swift package resolve`), which a build needs and
    /// the structural rules do not.
    ///
    /// - Throws: ``CheckError/commandFailed(_:)`` when they cannot be resolved (a dependency
    ///   that cannot be fetched, say).
    public func resolve() throws(CheckError) {
        _ = try CommandRunner.output(
            of: ["swift", "package"] + commonArguments + ["resolve"], orThrow: CheckError.commandFailed)
    }

    /// Builds `target` (and what it depends on) with the compiler emitting symbol graphs,
    /// down to internal declarations, into `directory`.
    ///
    /// - Throws: ``CheckError/commandFailed(_:)`` when the build fails.
    public func buildSymbolGraphs(target: String, into directory: URL) throws(CheckError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .commandFailed(
                CommandFailure(command: "mkdir -p \(directory.path)", status: -1, output: String(describing: error)))
        }
        let compilerFlags = [
            "-emit-symbol-graph", "-emit-symbol-graph-dir", directory.path,
            "-symbol-graph-minimum-access-level", "internal",
        ]
        _ = try CommandRunner.output(
            of: ["swift", "build"] + commonArguments + ["--target", target]
                + compilerFlags.flatMap { ["-Xswiftc", $0] },
            orThrow: CheckError.commandFailed)
    }
}
