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
    /// `target`'s own graphs are always written afresh. The compiler never deletes a
    /// `<Module>@<Other>.symbols.json` whose extensions were removed, and a module that has not
    /// changed is not compiled again; so the target's graphs in `directory` are deleted and its
    /// objects and module too, which makes SwiftPM compile that one module again (its
    /// dependencies stay built). The folder keeps its path: it is part of every module's
    /// compiler flags, and a new one would rebuild them all.
    ///
    /// - Throws: ``CheckError/commandFailed(_:)`` when the build fails, or an earlier graph or
    ///   build product cannot be deleted.
    public func buildSymbolGraphs(target: String, into directory: URL) throws(CheckError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .commandFailed(
                CommandFailure(command: "mkdir -p \(directory.path)", status: -1, output: String(describing: error)))
        }
        try removeSymbolGraphs(of: target, in: directory)
        try removeBuildProducts(of: target)
        let compilerFlags = [
            "-emit-symbol-graph", "-emit-symbol-graph-dir", directory.path,
            "-symbol-graph-minimum-access-level", "internal",
        ]
        _ = try CommandRunner.output(
            of: ["swift", "build"] + commonArguments + ["--target", target]
                + compilerFlags.flatMap { ["-Xswiftc", $0] },
            orThrow: CheckError.commandFailed)
    }

    /// Deletes `<module>.symbols.json` and every `<module>@<Other>.symbols.json` in `directory`.
    private func removeSymbolGraphs(of module: String, in directory: URL) throws(CheckError) {
        for name in SymbolGraph.fileNames(of: module, in: directory) {
            try remove(directory.appendingPathComponent(name))
        }
    }

    /// Deletes `target`'s object files, its incremental-build records and its module in the
    /// scratch folder's debug products, so that the next build compiles it again, whole; nothing
    /// when it was never built. SwiftPM's own files there (`output-file-map.json`, `sources`) stay:
    /// only its planning step writes them, and it skips that step when the package's structure is
    /// unchanged.
    private func removeBuildProducts(of target: String) throws(CheckError) {
        let products = scratchPath.appendingPathComponent("debug")
        let objects = products.appendingPathComponent("\(target).build")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: objects.path)) ?? []
        for name in names where name.hasSuffix(".o") || name.hasSuffix(".swiftdeps") || name == "primary.priors" {
            try remove(objects.appendingPathComponent(name))
        }
        try remove(products.appendingPathComponent("Modules").appendingPathComponent("\(target).swiftmodule"))
    }

    /// Deletes `item` when it exists.
    private func remove(_ item: URL) throws(CheckError) {
        guard FileManager.default.fileExists(atPath: item.path) else { return }
        do {
            try FileManager.default.removeItem(at: item)
        } catch {
            throw .commandFailed(
                CommandFailure(
                    command: "rm -rf \(item.path)", status: -1,
                    output: "could not delete it (\(error.localizedDescription)); delete the folder "
                        + "\(scratchPath.path) and run the check again"))
        }
    }
}
