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
        #expect(run.output.contains("\(maps.path): error: [Maps] receive.comands"))
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
}
