import Foundation
import Scaffolding
import Testing

@Suite("new-vertical's edits, and remove-vertical giving back the files as they were")
struct EditRoundTripTests {
    @Test(
        "new then remove leaves every file byte for byte as it was",
        arguments: [(false, false), (true, false), (false, true), (true, true)])
    func roundTrip(command: Bool, database: Bool) throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let before = try sandbox.snapshot()
        let plan = try sandbox.newPlan("Pharmacy", command: command, database: database)
        try PlanApplier(root: sandbox.root.path).apply(plan)
        #expect(try sandbox.snapshot() != before)
        let removal = try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName("Pharmacy"))
        try PlanApplier(root: sandbox.root.path).apply(removal)
        let after = try sandbox.snapshot()
        for (path, text) in before where after[path] != text {
            Issue.record("\(path) differs after remove-vertical:\n\(after[path] ?? "(missing)")")
        }
        #expect(Set(after.keys) == Set(before.keys))
    }

    @Test("the manifest gains the name in `let verticals`, and GRDB in verticalProducts with --with-database")
    func manifest() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.newPlan("Pharmacy", database: true)
        let edit = try #require(plan.edits.first { $0.path == "Package.swift" })
        #expect(edit.new.contains(#"let verticals = ["Maps", "ClinicalRecords", "Info", "Pharmacy"]"#))
        #expect(edit.new.contains(#""Pharmacy": [.product(name: "GRDB", package: "GRDB.swift")],"#))
        let rules = try #require(plan.edits.first { $0.path == "Scripts/dependency-rules.json" })
        let json = try JSONSerialization.jsonObject(with: Data(rules.new.utf8)) as? [String: Any]
        let entries = json?["verticalProducts"] as? [[String: String]]
        #expect(entries?.map { $0["vertical"] } == ["ClinicalRecords", "Pharmacy"])
        #expect(entries?.last?["reason"]?.isEmpty == false)
    }

    @Test("the host's list imports the vertical in order and lists its entry point last")
    func hostList() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let edit = try #require(try sandbox.newPlan("Lab").edits.first { $0.path == "Host/CLI/App/Verticals.swift" })
        #expect(edit.new.contains("import Info\nimport Lab\nimport Maps\n"))
        #expect(edit.new.contains("InfoVertical(), LabVertical()]"))
    }

    @Test("the shell's policy sends the example messages, and with --with-command subscribes to the outcomes")
    func shellPolicy() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let edit = try #require(
            try sandbox.newPlan("Pharmacy", command: true).edits.first { $0.path.hasSuffix("Shell.json") })
        let json = try JSONSerialization.jsonObject(with: Data(edit.new.utf8)) as? [String: Any]
        let send = json?["send"] as? [String: [String]]
        #expect(send?["queries"]?.last == "pharmacy.example")
        #expect(send?["viewQueries"]?.last == "pharmacy.view")
        #expect(send?["commands"]?.last == "pharmacy.refresh")
        #expect((json?["subscribe"] as? [String: [String]])?["events"]?.last == "pharmacy.outcomes")
    }

    @Test("a manifest whose `let verticals` is not a one-line-started list is refused, naming what it expects")
    func manifestShape() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let manifest = try sandbox.read("Package.swift")
        try sandbox.write(
            manifest.replacingOccurrences(of: "let verticals = [", with: "let verticals = Array(arrayLiteral: "),
            to: "Package.swift")
        let error = #expect(throws: ScaffoldError.self) { try sandbox.newPlan("Pharmacy") }
        #expect(error?.message.contains("Package.swift: expected one line starting `let verticals = `") == true)
    }

    @Test("a manifest without GRDB.swift refuses --with-database and says what to add")
    func noGRDB() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let manifest = try sandbox.read("Package.swift")
        try sandbox.write(
            manifest.replacingOccurrences(of: "github.com/groue/GRDB.swift", with: "example.com/db"),
            to: "Package.swift")
        let error = #expect(throws: ScaffoldError.self) { try sandbox.newPlan("Pharmacy", database: true) }
        #expect(error?.message.contains("has no GRDB.swift package dependency") == true)
    }
}
