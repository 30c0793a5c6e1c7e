import APICompatibility
import Foundation
import ScriptSupport
import Testing

/// The built `check-api` where it must stop before any build, in words.
@Suite(
    "check-api refuses what it cannot check, before building",
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: FixtureCopy.builtExecutable("CheckAPI").path),
        "Build CheckAPI first."))
struct CommandTests {
    /// A folder with a Package.swift (never read: every run here stops before SwiftPM).
    static func package(git: Bool) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-api-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.2\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
        if git {
            for arguments in [
                ["init", "-q"], ["add", "-A"],
                ["-c", "user.name=T", "-c", "user.email=t@example.invalid", "commit", "-q", "-m", "t"],
            ] {
                let result = try CommandRunner.run(["git"] + arguments, in: root)
                try #require(result.status == 0, "\(result.errorOutput)")
            }
        }
        return root
    }

    static func run(_ arguments: [String], in root: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(
            [FixtureCopy.builtExecutable("CheckAPI").path, "--package-path", root.path] + arguments, in: root)
    }

    static func writeBaseline(in root: URL) throws {
        let folder = root.appendingPathComponent("Scripts/api-baseline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try APIBaseline(
            version: SemanticVersion(1, 0, 0), commit: String(repeating: "0", count: 40), modules: ["Hub"], swift: "s"
        ).write(to: folder)
        try Data(APIDump.empty("Hub").utf8).write(to: folder.appendingPathComponent("Hub.json"))
    }

    @Test("bad arguments exit 64 with a sentence")
    func badArguments() throws {
        let root = try Self.package(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        let version = try Self.run(["--baseline-version", "1.0.0"], in: root)
        #expect(version.status == 64)
        #expect(version.errorOutput.contains("--baseline-version and --module go with --write-baseline"))
        let bad = try Self.run(["--write-baseline", "--baseline-version", "one"], in: root)
        #expect(bad.status == 64)
        #expect(bad.errorOutput.contains("--baseline-version takes a version such as 1.0.0 (got 'one')"))
        let nowhere = try CommandRunner.run(
            [FixtureCopy.builtExecutable("CheckAPI").path, "--package-path", root.appendingPathComponent("x").path])
        #expect(nowhere.status == 64)
    }

    @Test("no baseline: status 2, saying how to write one; in JSON too")
    func noBaseline() throws {
        let root = try Self.package(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try Self.run([], in: root)
        #expect(text.status == 2)
        #expect(text.errorOutput.contains("check-api: error: there is no API baseline in "))
        #expect(text.errorOutput.contains("`Scripts/check-api --write-baseline --baseline-version X.Y.Z --module"))
        let json = try Self.run(["--format", "json"], in: root)
        #expect(json.status == 2)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: String]
        #expect(object?["error"]?.hasPrefix("there is no API baseline in ") == true)
    }

    @Test("a baseline whose dump is missing, or that is not JSON, is refused naming the file")
    func brokenBaseline() throws {
        let root = try Self.package(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeBaseline(in: root)
        let folder = root.appendingPathComponent("Scripts/api-baseline")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Hub.json"))
        let missing = try Self.run([], in: root)
        #expect(missing.status == 2)
        #expect(missing.errorOutput.contains("the baseline lists Hub, but its API dump"), "\(missing.errorOutput)")
        try Data("{".utf8).write(to: folder.appendingPathComponent("baseline.json"))
        let garbled = try Self.run([], in: root)
        #expect(garbled.status == 2)
        #expect(garbled.errorOutput.contains("baseline.json is not a baseline description: it is not valid JSON"))
    }

    @Test("outside a git work tree: status 2, saying why SwiftPM needs one")
    func notGit() throws {
        let root = try Self.package(git: false)
        defer { try? FileManager.default.removeItem(at: root) }
        try Self.writeBaseline(in: root)
        let run = try Self.run([], in: root)
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("is not inside a git work tree"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("a shallow one is enough"))
    }

    @Test("--write-baseline needs its modules, a committed tree and a version")
    func writeRefusals() throws {
        let root = try Self.package(git: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let noModules = try Self.run(["--write-baseline"], in: root)
        #expect(noModules.status == 2)
        #expect(noModules.errorOutput.contains("name the modules whose API the baseline holds with --module"))

        try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))
        let dirty = try Self.run(["--write-baseline", "--module", "Hub"], in: root)
        #expect(dirty.status == 2)
        #expect(dirty.errorOutput.contains("changes that are not committed (notes.txt)"), "\(dirty.errorOutput)")
        try FileManager.default.removeItem(at: root.appendingPathComponent("notes.txt"))

        let noVersion = try Self.run(["--write-baseline", "--module", "Hub"], in: root)
        #expect(noVersion.status == 2)
        #expect(noVersion.errorOutput.contains("name the release this baseline is with --baseline-version X.Y.Z"))
    }
}
