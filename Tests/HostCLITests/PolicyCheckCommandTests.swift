import Foundation
import Prelude
import Testing

@Suite("host policy check")
struct PolicyCheckCommandTests {
    @Test("the shipped policies and the shell's have no errors and no warnings")
    func shippedPolicies() throws {
        let run = try HostBinary.run("policy", "check")
        #expect(run.status == 0)
        #expect(run.output.contains("policy check: 0 errors, 0 warnings in 4 policies"))
    }

    @Test("run from the package's root, findings name the source files, not their build copies")
    func sourceFileNames() throws {
        let root = try Self.packageRoot()
        let scratch = try TemporaryFolder()
        // A copy of the root's layout with a broken Maps policy.
        let copy = URL(fileURLWithPath: scratch.path)
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent("Verticals/Maps/Resources/Policy"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Package.swift"), to: copy.appendingPathComponent("Package.swift"))
        try Data(#"{"name": "Maps", "recieve": {}}"#.utf8)
            .write(to: copy.appendingPathComponent("Verticals/Maps/Resources/Policy/Maps.json"))
        let run = try HostBinary.run(["policy", "check"], in: copy)
        #expect(run.status == 1)
        #expect(run.output.contains("Verticals/Maps/Resources/Policy/Maps.json:1:18: error: [Maps] recieve"))
        // The other policies, absent from the copy, are read from their build copies.
        #expect(!run.output.contains(".resources/Resources/Policy/Maps.json"))
    }

    @Test("a broken policy fails with every problem naming plugin, file and key")
    func brokenPolicy() throws {
        let directory = try TemporaryFolder()
        let maps = URL(fileURLWithPath: directory.path).appendingPathComponent("Maps.json")
        let info = URL(fileURLWithPath: directory.path).appendingPathComponent("Info.json")
        try Data(#"{"name": "Maps", "receive": {"comands": []}}"#.utf8).write(to: maps)
        try Data(#"{"name": "Info", "send": {"queries": ["maps.places"]}}"#.utf8).write(to: info)
        let run = try HostBinary.run(
            "policy", "check", "--policy", "Maps=\(maps.path)", "--policy", "Info=\(info.path)")
        #expect(run.status == 1)
        #expect(run.output.contains("\(maps.path):1:30: error: [Maps] receive.comands"))
        #expect(run.output.contains("policy check: 1 error"))
    }

    @Test("--format json reports the problems as data")
    func json() throws {
        let run = try HostBinary.run("policy", "check", "--format", "json")
        #expect(run.status == 0)
        let report = try run.json()
        #expect(report["valid"] == true)
        #expect(report["plugins"] == ["Maps", "ClinicalRecords", "Info", "Shell"])
    }

    @Test("the same plugin given twice fails with an instruction")
    func repeatedPlugin() throws {
        let run = try HostBinary.run("policy", "check", "--policy", "Maps=/tmp/a.json", "--policy", "Maps=/tmp/b.json")
        #expect(run.status == 64)
        #expect(run.error.contains("Give each plugin's policy once; --policy Maps=… appears more than once."))
    }

    @Test("a missing policy file is reported as such, and the skipped checks are said")
    func missingFile() throws {
        let run = try HostBinary.run("policy", "check", "--policy", "Maps=/nonexistent/Maps.json")
        #expect(run.status == 1)
        #expect(run.output.contains("/nonexistent/Maps.json: error: [Maps] <root>: there is no file at this path"))
        #expect(run.output.contains("were skipped because a policy did not load"))
    }

    @Test("a --policy without <plugin>=<path> fails with an instruction")
    func malformedOption() throws {
        let run = try HostBinary.run("policy", "check", "--policy", "Maps.json")
        #expect(run.status == 64)
        #expect(run.error.contains("Give --policy as <plugin>=<path>"))
    }

    /// The package's root: the folder above `Tests/` that holds this file.
    static func packageRoot() throws -> URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Package.swift above \(#filePath)"])
    }

    @Test("plugin names given with --policy follow the same rule as policies")
    func pluginNames() throws {
        for name in ["Ma ps", "🗺️", "#1"] {
            let run = try HostBinary.run("policy", "check", "--policy", "\(name)=/dev/null")
            #expect(run.status != 0)
            #expect(run.error.contains("a plugin name"), "\(run.error)")
        }
    }

    @Test("a hostile policy prints one escaped line per problem and never reads a device")
    func hostileFile() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("policy-check-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let maps = directory.appendingPathComponent("Maps.json")
        try Data(#"{"name": "Ma ps\n\u001b[2J", "send": {"sen\u0000d\n\u001b[31m": []}}"#.utf8).write(to: maps)
        let run = try HostBinary.run("policy", "check", "--policy", "Maps=\(maps.path)", "--policy", "Zero=/dev/zero")
        #expect(run.status == 1)
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.contains(#"sen\u{0}d\u{A}\u{1B}[31m"#))
        #expect(run.output.contains("/dev/zero: error: [Zero] <root>: this path is a device, not a regular file"))
    }
}
