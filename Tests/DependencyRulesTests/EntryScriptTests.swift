import DependencyRules
import Foundation
import ScriptSupport
import Testing

/// The bash entry points in Scripts/: each rebuilds its tool when a file of a target the tool is
/// built from changes (and only then), and runs it from the caller's folder.
@Suite("Scripts' entry points")
struct EntryScriptTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each entry point's `built_tool PRODUCT FOLDER...` lines: product to folders.
    static func builtTools(in script: String) throws -> [String: [String]] {
        let text = try String(contentsOf: root.appendingPathComponent("Scripts/\(script)"), encoding: .utf8)
        var tools: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let match = line.firstMatch(of: /built_tool (\w+)((?: [\w\/.-]+)+)/) else { continue }
            tools[String(match.1)] = match.2.split(separator: " ").map(String.init)
        }
        return tools
    }

    /// The folders of every target of this package that `product`'s executable target is built
    /// from (its dependency closure within the package).
    static func closureFolders(of product: String, in manifest: PackageManifest) -> [String] {
        var seen: Set<String> = []
        var pending = [product]
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, let target = manifest.target(named: name) else { continue }
            pending += target.dependencies.flatMap { manifest.localTargets(of: $0) }
        }
        return manifest.targets.filter { seen.contains($0.name) }.map(\.path).sorted()
    }

    @Test("each entry point watches exactly the folders of the targets its tool is built from")
    func watchedFolders() throws {
        let manifest = try SwiftPackageCommands(
            packageRoot: Self.root, scratchPath: Self.root.appendingPathComponent(".build-check")
        ).dumpPackage()
        let expected = [
            "check-dependencies": ["CheckDependencies"], "time-builds": ["TimeBuilds"],
            "new-vertical": ["CheckDependencies", "Scaffold"], "remove-vertical": ["CheckDependencies", "Scaffold"],
            "affected": ["Affected"], "check-api": ["CheckAPI"],
        ]
        for (script, products) in expected {
            let tools = try Self.builtTools(in: script)
            #expect(tools.keys.sorted() == products, "\(script) builds \(products)")
            for product in products {
                #expect(
                    tools[product]?.sorted() == Self.closureFolders(of: product, in: manifest),
                    "Scripts/\(script) must watch the folders of \(product)'s targets")
            }
        }
    }

    /// A scratch folder holding copies of the built tools, newer than every source, so that an
    /// entry point runs them at once instead of building (a test run holds `.build`).
    static func scratchWithBuiltTools(_ products: [String]) throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString)")
        let debug = scratch.appendingPathComponent("debug")
        try FileManager.default.createDirectory(at: debug, withIntermediateDirectories: true)
        for product in products {
            try FileManager.default.copyItem(
                at: FixtureCopy.builtExecutable(product), to: debug.appendingPathComponent(product))
        }
        return scratch
    }

    /// Runs `Scripts/<script>` with `arguments` in `directory`, the tools taken from `scratch`.
    static func runScript(
        _ script: String, _ arguments: [String], in directory: URL, scratch: URL
    ) throws
        -> CommandRunner.Result
    {
        try CommandRunner.run(
            [
                "VERTICALHUB_TOOLS_SCRATCH=\(scratch.path)", "GITHUB_WORKSPACE=", "bash",
                root.appendingPathComponent("Scripts/\(script)").path,
            ] + arguments, in: directory)
    }

    @Test(
        "check-dependencies run from another folder resolves relative paths against that folder",
        .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
    func checkDependenciesFromAnotherFolder() throws {
        let caller = FileManager.default.temporaryDirectory.appendingPathComponent("caller-\(UUID().uuidString)")
        let package = try Fixture.materialize("Features")
        defer {
            Fixture.remove(package)
            try? FileManager.default.removeItem(at: caller)
        }
        try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: package, to: caller.appendingPathComponent("app"))
        defer { try? FileManager.default.moveItem(at: caller.appendingPathComponent("app"), to: package) }
        let scratch = try Self.scratchWithBuiltTools(["CheckDependencies"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let arguments = ["--package-path", "app", "--config", "app/rules.json", "--skip-interface"]
        let adopt = try Self.runScript(
            "check-dependencies", arguments + ["--write-baseline", "baseline.json"], in: caller, scratch: scratch)
        #expect(adopt.status == 0, "\(adopt.errorOutput)")
        #expect(FileManager.default.fileExists(atPath: caller.appendingPathComponent("baseline.json").path))
        let check = try Self.runScript(
            "check-dependencies", arguments + ["--baseline", "baseline.json"], in: caller, scratch: scratch)
        #expect(check.status == 0, "\(check.errorOutput)")
        #expect(check.output.contains("no new violations"))
        // Without --package-path the package is still the repository (its own layout and rules file).
        let help = try Self.runScript("check-dependencies", ["--help"], in: caller, scratch: scratch)
        #expect(help.status == 0)
    }

    @Test(
        "time-builds run from another folder reads a relative --config from that folder",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: FixtureCopy.builtExecutable("TimeBuilds").path),
            "Build the TimeBuilds product first."))
    func timeBuildsFromAnotherFolder() throws {
        let caller = FileManager.default.temporaryDirectory.appendingPathComponent("caller-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: caller, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: caller) }
        // A rules file that is not JSON stops time-builds before anything is copied or built, naming the file.
        try Data("{,}".utf8).write(to: caller.appendingPathComponent("rules.json"))
        let scratch = try Self.scratchWithBuiltTools(["TimeBuilds"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try Self.runScript(
            "time-builds", ["--config", "rules.json", "--quick"], in: caller, scratch: scratch)
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("rules.json:1:2: it is not valid JSON"), "\(run.errorOutput)")
        #expect(!run.errorOutput.contains("there is no such file"))
    }

    @Test(
        "new-vertical run from another folder takes a relative --package-path from that folder",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: FixtureCopy.builtExecutable("Scaffold").path)
                && CheckTool.isBuilt,
            "Build the Scaffold and CheckDependencies products first."))
    func newVerticalFromAnotherFolder() throws {
        let caller = FileManager.default.temporaryDirectory.appendingPathComponent("caller-\(UUID().uuidString)")
        let elsewhere = caller.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: caller) }
        let scratch = try Self.scratchWithBuiltTools(["CheckDependencies", "Scaffold"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        for script in ["new-vertical", "remove-vertical"] {
            let run = try Self.runScript(
                script, ["Pharmacy", "--package-path", "elsewhere", "--dry-run"], in: caller, scratch: scratch)
            #expect(run.status != 0)
            // The folder named is the caller's `elsewhere` (no Package.swift there), not the repository.
            #expect((run.output + run.errorOutput).contains("elsewhere"), "\(run.output)\(run.errorOutput)")
            #expect(!(run.output + run.errorOutput).contains("Verticals/Pharmacy"))
        }
    }
}
