import Foundation

/// A copy of this package's tracked (and untracked, not ignored) files, as a fresh clone would
/// have them, in a temporary folder, built in a scratch folder of its own.
struct PackageCopy {
    /// This package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A command that could not run as it must.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The copy's root, symbolic links resolved (SwiftPM gives the build-tool plugin real paths).
    let root: URL
    /// The SwiftPM scratch folder every build in the copy uses.
    let scratch: String

    /// Copies the package that holds these tests.
    init(scratch: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-graph-e2e-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root = folder.resolvingSymlinksInPath()
        self.scratch = scratch
        let source = Self.packageRoot
        let listing = try ProcessRun.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source)
        guard listing.status == 0 else { throw Failure(description: "git ls-files failed: \(listing.printed)") }
        for path in listing.output.split(separator: "\0").map(String.init) {
            let from = source.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: from.path) else { continue }
            let to = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: from, to: to)
        }
    }

    /// Removes the copy.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Runs `arguments` (the first looked up on `PATH`) in the copy with the tooling and the
    /// benchmarks left out of the manifest, as the new-vertical end-to-end test runs its copy,
    /// so that both can share one scratch folder.
    func run(_ arguments: [String]) throws -> ProcessRun.Result {
        try ProcessRun.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments, in: root,
            environment: ["VERTICALHUB_SKIP_TOOLING": "1"], unset: ["VERTICALHUB_BENCHMARKS"])
    }

    /// `swift build <arguments>` with the scratch folder and warnings as errors, as the
    /// new-vertical end-to-end test builds (so no dependency is built again in its scratch).
    func build(_ arguments: [String] = []) throws -> ProcessRun.Result {
        try run(["swift", "build", "--scratch-path", scratch, "-Xswiftc", "-warnings-as-errors"] + arguments)
    }

    /// The URL of `path` in the copy.
    func file(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }

    /// The text of `path` in the copy.
    func read(_ path: String) throws -> String {
        try String(contentsOf: file(path), encoding: .utf8)
    }

    /// Replaces the text of `path` in the copy.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: file(path))
    }
}
