import Foundation
import Scaffolding
import Testing

@Suite("new-vertical and remove-vertical refuse, changing nothing, with the reason and the fix")
struct RefusalTests {
    @Test(
        "a name that exists, collides with a module or product, shares a message prefix or a World member",
        arguments: [
            ("Info", "the vertical Info exists already"),
            ("INFO", "the vertical Info exists already"),
            ("PlatformHub", "collides with the module or product \"PlatformHub\""),
            ("Grdb", "collides with the module or product \"GRDB\""),
            ("Logging", "collides with the module or product \"Logging\""),
            ("Records", "messages starting \"records.\" are already named in"),
            ("Clock", "World already has a member \"clock\""),
        ])
    func newVertical(name: String, message: String) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let before = try sandbox.snapshot()
        let error = #expect(throws: ScaffoldError.self) { try sandbox.newPlan(name) }
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a folder left behind under Verticals/ is refused")
    func leftoverFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try FileManager.default.createDirectory(
            at: sandbox.root.appendingPathComponent("Tests/PharmacyTests"), withIntermediateDirectories: true)
        let error = #expect(throws: ScaffoldError.self) { try sandbox.newPlan("Pharmacy") }
        #expect(error?.message.contains("Tests/PharmacyTests exists already") == true)
    }

    @Test("remove-vertical of a vertical that is not there names the ones that are")
    func removeMissing() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let error = #expect(throws: ScaffoldError.self) {
            try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName("Pharmacy"))
        }
        #expect(error?.message.contains("there is no vertical Pharmacy") == true)
        #expect(error?.message.contains("Maps, ClinicalRecords, Info") == true)
    }

    @Test("remove-vertical lists every policy line and import that still names the vertical, and changes nothing")
    func removeStillUsed() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try PlanApplier(root: sandbox.root.path).apply(try sandbox.newPlan("Pharmacy"))
        let maps = "Verticals/Maps/Resources/Policy/Maps.json"
        try sandbox.write(
            try sandbox.read(maps).replacingFirst(#""viewQueries": [""#, with: #""viewQueries": ["pharmacy.view", ""#),
            to: maps)
        let shell = "Host/CLI/Resources/Policy/Shell.json"
        try sandbox.write(
            try sandbox.read(shell).replacingFirst(#""commands": ["#, with: #""commands": ["pharmacy.order", "#),
            to: shell)
        let journey = sandbox.root.appendingPathComponent("Tests/HostCLITests/PharmacyJourney.swift")
        try FileManager.default.createDirectory(
            at: journey.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("import Pharmacy\n".utf8).write(to: journey)
        let before = try sandbox.snapshot()
        let error = #expect(throws: ScaffoldError.self) {
            try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName("Pharmacy"))
        }
        let message = error?.message ?? ""
        #expect(message.contains("\(maps): receive.viewQueries: pharmacy.view"), "\(message)")
        #expect(message.contains("\(shell): send.commands: pharmacy.order"), "\(message)")
        #expect(message.contains("Tests/HostCLITests/PharmacyJourney.swift: imports Pharmacy"), "\(message)")
        #expect(!message.contains("Shell.json: send.viewQueries"), "what new-vertical added is not listed: \(message)")
        #expect(try sandbox.snapshot() == before)
    }
}

extension String {
    /// The text with the first `pattern` replaced.
    func replacingFirst(_ pattern: String, with replacement: String) -> String {
        guard let range = range(of: pattern) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
