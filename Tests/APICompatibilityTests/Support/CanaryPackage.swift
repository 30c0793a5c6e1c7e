import Foundation
import ScriptSupport

/// The canary's copy of this package: the manifest and the two modules it builds in its narrow
/// mode (`VERTICALHUB_HUB_INTERFACES_ONLY=1`: Prelude and HubInterfaces), as `git ls-files`
/// lists them, plus a file of canary declarations in HubInterfaces and a changelog, committed
/// in a git repository of its own (SwiftPM names the baseline by HEAD's commit).
///
/// The copy lives at a fixed place, `<folder>/package`, and builds in `<folder>/build`, so a
/// second run finds Prelude built: a file is written only when its text differs, which keeps
/// its time, and so SwiftPM's record of it, as it was.
struct CanaryPackage {
    /// This package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// What is copied, from the package root.
    static let copied = ["Package.swift", ".gitignore", "Prelude", "Host/HubInterfaces"]

    /// The canary declarations' file in the copy.
    static let canaryPath = "Host/HubInterfaces/APICanary.swift"

    /// Declarations that exist only to be broken: their own, so the canary does not depend on
    /// what HubInterfaces holds today.
    static let canary = """
        /// A public struct the canary removes.
        public struct APICanaryBox: Sendable, Hashable {
            /// A stored property.
            public var size: Int

            /// Makes a box.
            public init(size: Int) {
                self.size = size
            }
        }

        /// A public struct the canary makes `package`.
        public struct APICanaryRecord: Sendable, Hashable {
            /// A stored property.
            public var name: String

            /// Makes a record.
            public init(name: String) {
                self.name = name
            }
        }

        /// A protocol whose requirement the canary changes.
        public protocol APICanaryContract {
            /// A requirement whose parameter type the canary changes.
            func answer(_ question: String) -> Int
        }

        /// A `package` function the canary changes, which breaks no user of the library.
        package func apiCanaryCount(_ text: String) -> Int {
            text.count
        }

        """

    /// A changelog in Keep a Changelog's form, with 1.0.0 released and nothing marked breaking.
    static let changelog = """
        # Changelog

        ## [Unreleased]

        ### Added
        - The canary's declarations.

        ## [1.0.0] - 2026-12-01

        ### Added
        - Prelude and HubInterfaces.

        """

    /// The copy's root.
    let root: URL
    /// SwiftPM's scratch folder for the copy.
    let scratch: URL

    /// Brings the copy at `folder/package` up to date with this package (and the canary file and
    /// the changelog), and commits it in a fresh repository.
    init(folder: URL) throws {
        root = folder.appendingPathComponent("package")
        scratch = folder.appendingPathComponent("build")
        let listing = try CommandRunner.run(["git", "ls-files", "-z", "--"] + Self.copied, in: Self.packageRoot)
        guard listing.status == 0 else {
            throw CommandFailure(command: "git ls-files", status: listing.status, output: listing.errorOutput)
        }
        var wanted: [String: Data] = [:]
        for path in listing.output.split(separator: "\0").map(String.init) {
            let source = Self.packageRoot.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            wanted[path] = try Data(contentsOf: source)
        }
        wanted[Self.canaryPath] = Data(Self.canary.utf8)
        wanted["CHANGELOG.md"] = Data(Self.changelog.utf8)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let present = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        for path in present where wanted[path] == nil && !Self.isSwiftPMs(path) {
            var isFolder: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                try FileManager.default.removeItem(at: url)
            }
        }
        try? FileManager.default.removeItem(at: root.appendingPathComponent(".git"))
        for (path, data) in wanted {
            try write(data, to: path)
        }
        try git(["init", "-q"])
        try commit("canary")
    }

    /// Whether a path in the copy is git's or SwiftPM's own (kept between runs).
    static func isSwiftPMs(_ path: String) -> Bool {
        path == ".git" || path.hasPrefix(".git/") || path.hasPrefix(".build") || path.hasPrefix(".swiftpm")
            || path == "Package.resolved"
    }

    /// Writes `data` to `path` in the copy, unless the file holds it already.
    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The text of `path` in the copy.
    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces `old` with `new` in `path`, which must hold `old`.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let before = try text(path)
        guard before.contains(old) else {
            throw CommandFailure(command: "edit \(path)", status: -1, output: "'\(old)' is not in \(path)")
        }
        try write(Data(before.replacingOccurrences(of: old, with: new).utf8), to: path)
    }

    /// Runs git in the copy; fails on a non-zero status.
    @discardableResult
    func git(_ arguments: [String]) throws -> String {
        let result = try CommandRunner.run(["git"] + arguments, in: root)
        guard result.status == 0 else {
            throw CommandFailure(
                command: "git " + arguments.joined(separator: " "), status: result.status, output: result.errorOutput)
        }
        return result.output
    }

    /// Runs the built check-api in its narrow mode on the copy (or on `package`, with `scratch`).
    func checkAPI(_ arguments: [String], package: URL? = nil, scratch: URL? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(
            [
                "VERTICALHUB_HUB_INTERFACES_ONLY=1", FixtureCopy.builtExecutable("CheckAPI").path, "--package-path",
                (package ?? root).path, "--scratch-path", (scratch ?? self.scratch).path,
            ] + arguments)
    }

    /// Commits everything in the copy.
    func commit(_ message: String) throws {
        try git(["add", "-A"])
        try git(["-c", "user.name=Canary", "-c", "user.email=canary@example.invalid", "commit", "-q", "-m", message])
    }
}
