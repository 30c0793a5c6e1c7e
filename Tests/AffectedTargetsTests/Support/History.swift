import Foundation
import ScriptSupport

/// A throwaway git repository holding this package's real manifest and rules file, and a few
/// source files in the real target folders, in which a test commits changes and runs the built
/// `Affected` tool, as CI would.
struct History {
    /// This package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The built tool, beside the test bundle.
    static let tool = FixtureCopy.builtExecutable("Affected")

    /// The files every history starts with: the real manifest and rules, and one file in a few targets.
    static let startingFiles: [String: String] = [
        "README.md": "# A package\n",
        "Prelude/World.swift": "public struct World {}\n",
        "Prelude/Prelude.docc/PerformanceFigures.md": "# Performance figures\n",
        "Prelude/Prelude.docc/Resources/figure.swift": "let figure = 1\n",
        "Verticals/Maps/README.md": "# Maps\n",
        "Verticals/Maps/Resources/Policy/Maps.json": "{\"name\": \"Maps\"}\n",
        "VerticalInterfaces/Hub/Message.swift": "public struct Message {}\n",
        "Verticals/Maps/Plugin/MapsPlugin.swift": "public final class MapsPlugin {}\n",
        "Verticals/Maps/Worker/Index.swift": "struct Index {}\n",
        "Verticals/Info/Plugin/InfoPlugin.swift": "public final class InfoPlugin {}\n",
        "Verticals/ClinicalRecords/Service/Store.swift": "struct Store {}\n",
        "Host/CLI/App/Verticals.swift": "let verticals = 3\n",
        "Tests/MapsTests/IndexTests.swift": "struct IndexTests {}\n",
    ]

    /// The repository's folder.
    let root: URL

    /// Makes a repository with ``startingFiles``, the manifest and the rules file, committed once.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("affected-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
        for file in ["Package.swift", "Scripts/dependency-rules.json"] {
            try write(
                file, String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8))
        }
        for (path, text) in Self.startingFiles { try write(path, text) }
        try commit("the package")
    }

    /// Makes the repository, then commits a second time with a line appended to each of `paths`.
    init(editing paths: String...) throws {
        try self.init()
        for path in paths { try edit(path) }
        try commit("edits " + paths.joined(separator: ", "))
    }

    /// Removes the repository (and what SwiftPM left for it).
    func remove() {
        FixtureCopy.remove(root)
    }

    /// Writes `text` to `path` (from the root), making folders.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Appends a line to `path`.
    func edit(_ path: String) throws {
        let url = root.appendingPathComponent(path)
        try write(path, try String(contentsOf: url, encoding: .utf8) + "// changed\n")
    }

    /// Commits everything with `message`.
    func commit(_ message: String) throws {
        try git("add", "-A")
        try git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", message)
    }

    /// Runs git in the repository.
    ///
    /// - Throws: ``CommandFailure`` when git exits non-zero.
    @discardableResult
    func git(_ arguments: String...) throws -> String {
        try CommandRunner.output(of: ["git", "-C", root.path] + arguments) { $0 }
    }

    /// Runs the built tool on `package` (this repository unless given) and waits.
    func affected(_ arguments: [String], in package: URL? = nil) throws -> CommandRunner.Result {
        let folder = package ?? root
        return try CommandRunner.run(
            ["--package-path", folder.path, "--scratch-path", folder.appendingPathComponent(".build-affected").path]
                + arguments,
            executable: Self.tool)
    }

    /// The tool's JSON report for `--base base`.
    ///
    /// - Throws: when the tool fails or its JSON cannot be read.
    func report(base: String, in package: URL? = nil) throws -> Report {
        let run = try affected(["--base", base, "--format", "json"], in: package)
        guard run.status == 0 else {
            throw CommandFailure(command: "affected --base \(base)", status: run.status, output: run.errorOutput)
        }
        return try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
    }

    /// The parts of the JSON report the tests read.
    struct Report: Decodable {
        struct Change: Decodable {
            var kind: String
            var path: String
            var oldPath: String?
            var targets: [String]
            var documentation: [String]
        }
        struct Job: Decodable {
            var name: String
            var tests: String?
        }
        var mergeBase: String?
        var note: String?
        var changes: [Change]
        var everythingBecause: String?
        var targets: [String]
        var testTargets: [String]
        var verticals: [Job]
        var otherTestTargets: [String]
        var documentation: [String]
    }
}
