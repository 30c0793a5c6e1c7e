import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

@Suite("Policy validation results")
struct ValidationReportTests {
    static let broken = PluginPolicy(
        plugin: "Maps", source: .text(#"{"name": "Maps", "send": {"comands": []}}"#, file: "Policy/Maps.json"))

    @Test("text names file, plugin and key per problem, then a summary")
    func text() {
        let report = PolicyValidator.validate([Self.broken])
        #expect(
            report.text() == """
                Policy/Maps.json:1:27: error: [Maps] send.comands: unknown key "comands" (did you mean "commands"?); \
                expected commands, queries, viewQueries (unknownKey)
                policy check: checks across policies (sends without a receiver, subscriptions without a publisher, \
                unused messages) were skipped because a policy did not load; fix it and check again
                policy check: 1 error, 0 warnings in 1 policy

                """)
    }

    @Test("JSON carries the same problems as structured fields")
    func json() throws {
        let report = PolicyValidator.validate([Self.broken])
        let json = try JSON(parsing: report.jsonText())
        #expect(json["valid"] == false)
        #expect(json["errors"] == 1)
        #expect(json["plugins"] == ["Maps"])
        #expect(json["skippedGraphChecks"] == true)
        let problem = try #require(json["problems"]?[0])
        #expect(problem["code"] == "unknownKey")
        #expect(problem["plugin"] == "Maps")
        #expect(problem["file"] == "Policy/Maps.json")
        #expect(problem["key"] == "send.comands")
        #expect(problem["severity"] == "error")
    }

    @Test("malformed JSON reports line and column")
    func malformed() {
        let source = PolicySource.text("{\n  \"name\": \"Maps\",\n  oops\n}", file: "Maps.json")
        let report = PolicyValidator.validate([PluginPolicy(plugin: "Maps", source: source)])
        let problem = report.problems.first
        #expect(problem?.code == .malformedJSON)
        #expect(problem?.line == 3)
        #expect(problem?.column != nil)
        #expect(problem?.description.hasPrefix("Maps.json:3:") == true)
    }

    @Test("an unreadable file is a problem that says why, not a crash")
    func unreadable() {
        let missing = PolicySource.file(URL(fileURLWithPath: "/nonexistent/Maps.json"))
        let folder = PolicySource.file(FileManager.default.temporaryDirectory)
        let report = PolicyValidator.validate([
            PluginPolicy(plugin: "Maps", source: missing), PluginPolicy(plugin: "Info", source: folder),
        ])
        #expect(report.problems.map(\.code) == [.unreadableFile, .unreadableFile])
        #expect(report.problems.first?.file == "/nonexistent/Maps.json")
        #expect(report.problems.first?.message.contains("there is no file at this path") == true)
        #expect(report.problems.last?.message.contains("this path is a folder") == true)
        #expect(report.skippedGraphChecks)
    }

    @Test("checks across policies run when every file loads, and are reported as skipped otherwise")
    func skippedGraphChecks() throws {
        let lonely = PluginPolicy(
            plugin: "Info", source: .text(#"{"name": "Info", "send": {"queries": ["maps.places"]}}"#, file: "Info.json")
        )
        let complete = PolicyValidator.validate([lonely])
        #expect(!complete.skippedGraphChecks)
        #expect(complete.problems.map(\.code) == [.sendWithoutReceiver])
        let partial = PolicyValidator.validate([lonely, Self.broken])
        #expect(partial.skippedGraphChecks)
        #expect(partial.problems.map(\.code) == [.unknownKey])
        #expect(partial.text().contains("were skipped because a policy did not load"))
        #expect(!complete.text().contains("skipped"))
    }

    @Test("a valid set reports no problems")
    func valid() throws {
        let report = PolicyValidator.validate([
            PluginPolicy(plugin: "Journey", source: try .policy(JourneyPlugin.policyValue)),
            PluginPolicy(plugin: "DomainModel", source: try .policy(DomainModelPlugin.policyValue)),
        ])
        #expect(report.isValid)
        #expect(report.problems.isEmpty)
        #expect(report.text() == "policy check: 0 errors, 0 warnings in 2 policies\n")
    }
}
