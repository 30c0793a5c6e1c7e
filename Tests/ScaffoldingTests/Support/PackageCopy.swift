import Foundation
import ScriptSupport

/// A copy of this package's tracked (and untracked, not ignored) files, as a fresh clone
/// would have them, in a temporary folder, with the commands the end-to-end test runs there.
struct PackageCopy {
    /// The copy's root.
    let root: URL
    /// The SwiftPM scratch folder every build in the copy shares.
    let scratch: String

    /// Copies the package that holds these tests.
    init(scratch: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-e2e-\(UUID().uuidString)")
        self.scratch = scratch
        let source = Sandbox.packageRoot
        let listing = try CommandRunner.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source)
        guard listing.status == 0 else {
            throw CommandFailure(command: "git ls-files", status: listing.status, output: listing.errorOutput)
        }
        for path in listing.output.split(separator: "\0").map(String.init) {
            let from = source.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: from.path) else { continue }
            let to = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
    }

    /// Removes the copy (and SwiftPM's lock files for it).
    func remove() {
        FixtureCopy.remove(root)
    }

    /// Runs `arguments` in the copy with the tooling and the benchmarks left out of the manifest
    /// (no swift-syntax or package-benchmark to build), and returns its status and output.
    func run(_ arguments: [String], executable: URL? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(
            ["env", "-u", "VERTICALHUB_BENCHMARKS", "VERTICALHUB_SKIP_TOOLING=1"] + arguments, in: root,
            executable: executable)
    }

    /// `swift build|test <arguments>` with the shared scratch folder and warnings as errors, as
    /// CI's first build (so `.ci/run` can share `.build-ci` and build no dependency again).
    func swift(_ subcommand: String, _ arguments: [String]) throws -> CommandRunner.Result {
        try run(["swift", subcommand, "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"] + arguments)
    }

    /// The copy's files with their text, to compare before and after; what SwiftPM itself
    /// writes there (`Package.resolved`, `.build*`, `.swiftpm`, all ignored by git) is left out.
    func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        for path in files
        where !path.hasPrefix(".build") && !path.hasPrefix(".swiftpm") && path != "Package.resolved" {
            var isFolder: ObjCBool = false
            let full = root.appendingPathComponent(path).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = String(decoding: FileManager.default.contents(atPath: full) ?? Data(), as: UTF8.self)
            }
        }
        return result
    }
}
