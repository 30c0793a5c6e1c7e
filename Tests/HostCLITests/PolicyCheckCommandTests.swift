import Foundation
import Prelude
import Testing

@Suite("host policy check")
struct PolicyCheckCommandTests {
    @Test("the shipped policies have no errors")
    func shippedPolicies() throws {
        let run = try HostBinary.run("policy", "check")
        #expect(run.status == 0)
        #expect(run.output.contains("policy check: 0 errors"))
        #expect(run.output.contains("in 3 policies"))
    }

    @Test("a broken policy fails with every problem naming plugin, file and key")
    func brokenPolicy() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("policy-check-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let maps = directory.appendingPathComponent("Maps.json")
        let info = directory.appendingPathComponent("Info.json")
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
        let report = try JSON(parsing: run.output)
        #expect(report["valid"] == true)
        #expect(report["plugins"] == ["Maps", "ClinicalRecords", "Info"])
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
        let maps = directory.appendingPathComponent("Maps.json")
        try Data(#"{"name": "Ma ps\n\u001b[2J", "send": {"sen\u0000d\n\u001b[31m": []}}"#.utf8).write(to: maps)
        let run = try HostBinary.run("policy", "check", "--policy", "Maps=\(maps.path)", "--policy", "Zero=/dev/zero")
        #expect(run.status == 1)
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.output.contains(#"sen\u{0}d\u{A}\u{1B}[31m"#))
        #expect(run.output.contains("/dev/zero: error: [Zero] <root>: this path is a device, not a regular file"))
    }
}
