import Foundation
import Scaffolding
import Testing

@Suite("all files or none: a failure at any step leaves the package as it was")
struct AllOrNothingTests {
    /// How many changes applying `plan` makes when nothing fails.
    private func changeCount(_ makePlan: (Sandbox) throws -> ScaffoldPlan) throws -> Int {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let counting = FailingFileSystem(failAt: 0)
        try PlanApplier(root: sandbox.root.path, fileSystem: counting).apply(makePlan(sandbox))
        return counting.changes
    }

    private func leavesNothing(
        _ makePlan: (Sandbox) throws -> ScaffoldPlan, prepare: (Sandbox) throws -> Void = { _ in }
    )
        throws
    {
        let total = try changeCount { sandbox in
            try prepare(sandbox)
            return try makePlan(sandbox)
        }
        #expect(total > 10)
        // The last change removes the staging folder, which may fail without harm; every other one must roll back.
        for failAt in 1..<total {
            let sandbox = try Sandbox()
            defer { sandbox.remove() }
            try prepare(sandbox)
            let plan = try makePlan(sandbox)
            let before = try sandbox.snapshot()
            let error = #expect(throws: ScaffoldError.self) {
                try PlanApplier(root: sandbox.root.path, fileSystem: FailingFileSystem(failAt: failAt)).apply(plan)
            }
            #expect(error?.message.hasPrefix("nothing was changed") == true, "\(String(describing: error))")
            #expect(try sandbox.snapshot() == before, "a failure at change \(failAt) of \(total) left a change")
        }
    }

    @Test("new-vertical, failing at each change in turn (with every option)")
    func newVertical() throws {
        try leavesNothing { try $0.newPlan("Pharmacy", command: true, database: true) }
    }

    @Test("remove-vertical, failing at each change in turn")
    func removeVertical() throws {
        try leavesNothing(
            { try RemoveVerticalPlanner(root: $0.root.path).plan(try VerticalName("Pharmacy")) },
            prepare: { try PlanApplier(root: $0.root.path).apply(try $0.newPlan("Pharmacy", database: true)) })
    }

    @Test("a target folder that cannot be written to: nothing is changed", .enabled(if: getuid() != 0))
    func unwritableFolder() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.newPlan("Pharmacy")
        let folder = sandbox.root.appendingPathComponent("Host/CLI/Resources/Policy").path
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder) }
        let before = try sandbox.snapshot()
        let error = #expect(throws: ScaffoldError.self) { try PlanApplier(root: sandbox.root.path).apply(plan) }
        #expect(error?.message.contains("Shell.json") == true, "\(String(describing: error))")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a file changed after planning is refused before anything is touched")
    func changedSincePlanning() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let plan = try sandbox.newPlan("Pharmacy")
        try sandbox.write(try sandbox.read("Package.swift") + "\n", to: "Package.swift")
        let before = try sandbox.snapshot()
        let error = #expect(throws: ScaffoldError.self) { try PlanApplier(root: sandbox.root.path).apply(plan) }
        #expect(error?.message.contains("Package.swift changed while the tool was working") == true)
        #expect(try sandbox.snapshot() == before)
    }

    @Test("planning alone (what --dry-run does) changes nothing, and the report names every file and edit")
    func dryRun() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let before = try sandbox.snapshot()
        let plan = try sandbox.newPlan("Pharmacy", command: true)
        let report = plan.report
        #expect(try sandbox.snapshot() == before)
        #expect(report.contains("create Verticals/Pharmacy/World/PharmacyWorld.swift"))
        #expect(report.contains("create Tests/PharmacyTests/ExampleQueryTests.swift"))
        #expect(report.contains("edit Package.swift: adds \"Pharmacy\" to `let verticals`"))
        #expect(report.contains(#"+ let verticals = ["Maps", "ClinicalRecords", "Info", "Pharmacy"]"#))
        #expect(report.contains("edit Host/CLI/Resources/Policy/Shell.json"))
    }
}
