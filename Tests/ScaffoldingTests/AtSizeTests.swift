import Foundation
import Scaffolding
import ScriptSupport
import Testing

/// new-vertical and remove-vertical on a package that already has 50 more verticals, as the size
/// benchmark grows it (`Tests/Benchmarks/size-benchmark.sh`): the edits stay correct when the
/// manifest's and the host's lists no longer fit on a line, every change stays all-or-nothing,
/// and removing the verticals in reverse gives the tree back byte for byte.
@Suite("new-vertical and remove-vertical with 50 verticals more")
struct AtSizeTests {
    /// How many verticals the test makes.
    static let count = 50

    static func name(_ index: Int) -> String { "Feature\(index)" }

    @Test(
        "50 made in a row, then at that size each change of one more all-or-nothing, then all removed in reverse: byte for byte as before"
    )
    func fiftyAndBack() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let formatter = EditedFilesFormatter(sandbox: sandbox)
        let original = try sandbox.snapshot()
        for index in 1...Self.count {
            let plan = try sandbox.newPlan(Self.name(index), command: index % 2 == 0, database: index % 10 == 0)
            try PlanApplier(root: sandbox.root.path).apply(plan.formatted(with: formatter))
        }
        try expectEveryVerticalListed(in: sandbox)

        try expectAllOrNothing(
            in: sandbox, try sandbox.newPlan("Pharmacy", command: true, database: true).formatted(with: formatter))
        try expectAllOrNothing(
            in: sandbox,
            try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName("Pharmacy"))
                .formatted(with: formatter))
        try expectAllOrNothing(
            in: sandbox,
            try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName(Self.name(Self.count)))
                .formatted(with: formatter))
        try PlanApplier(root: sandbox.root.path).apply(
            try sandbox.newPlan(Self.name(Self.count), command: true, database: true).formatted(with: formatter))

        for index in (1...Self.count).reversed() {
            let plan = try RemoveVerticalPlanner(root: sandbox.root.path).plan(try VerticalName(Self.name(index)))
            try PlanApplier(root: sandbox.root.path).apply(plan.formatted(with: formatter))
        }
        let after = try sandbox.snapshot()
        for (path, text) in original where after[path] != text {
            Issue.record("\(path) differs after the 50 verticals were removed in reverse")
        }
        #expect(Set(after.keys) == Set(original.keys), "\(Set(after.keys).symmetricDifference(original.keys))")
    }

    /// Every made vertical is listed once in the manifest, the host's list and the shell's policy, and
    /// SwiftPM still reads the manifest, with a target and a test target for each.
    private func expectEveryVerticalListed(in sandbox: Sandbox) throws {
        let manifest = try sandbox.read("Package.swift")
        let hostList = try sandbox.read("Host/CLI/App/Verticals.swift")
        let shell = try sandbox.read("Host/CLI/Resources/Policy/Shell.json")
        for index in 1...Self.count {
            let name = Self.name(index)
            // Once in `let verticals`, and once more in `verticalProducts` with --with-database.
            #expect(
                manifest.components(separatedBy: "\"\(name)\"").count == (index % 10 == 0 ? 3 : 2),
                "\(name) in Package.swift")
            #expect(hostList.components(separatedBy: "\(name)Vertical()").count == 2, "\(name) in the host's list")
            #expect(shell.contains("\"\(name.lowercased()).example\""), "\(name)'s example in the shell's policy")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("at-size-\(UUID().uuidString)")
        defer { FixtureCopy.remove(scratch) }
        let dump = try CommandRunner.run(
            ["swift", "package", "--scratch-path", scratch.path, "dump-package"], in: sandbox.root)
        try #require(dump.status == 0, "swift package dump-package: \(dump.errorOutput.suffix(2000))")
        struct Dump: Decodable {
            struct Target: Decodable { var name: String }
            var targets: [Target]
        }
        let targets = Set(try JSONDecoder().decode(Dump.self, from: Data(dump.output.utf8)).targets.map(\.name))
        for index in 1...Self.count {
            #expect(targets.isSuperset(of: [Self.name(index), Self.name(index) + "Tests"]))
        }
    }

    /// `plan` applied with a file system that fails at the 1st, 2nd, ... change: each failure leaves
    /// the sandbox as it was, until the change count is passed and the plan applies.
    private func expectAllOrNothing(in sandbox: Sandbox, _ plan: ScaffoldPlan) throws {
        var failAt = 1
        // Every failed attempt must leave this very tree, so one snapshot serves them all.
        let before = try sandbox.snapshot()
        while true {
            let applied: Bool
            do {
                try PlanApplier(root: sandbox.root.path, fileSystem: FailingFileSystem(failAt: failAt)).apply(plan)
                applied = true
            } catch {
                #expect(error.message.hasPrefix("nothing was changed"), "\(error.message)")
                #expect(try sandbox.snapshot() == before, "a failure at change \(failAt) left a change")
                applied = false
            }
            if applied {
                // The last change removes the staging folder; its failure is harmless and leaves the folder.
                for leftover in try FileManager.default.contentsOfDirectory(atPath: sandbox.root.path)
                where leftover.hasPrefix(PlanApplier.stagingPrefix) {
                    try FileManager.default.removeItem(at: sandbox.root.appendingPathComponent(leftover))
                }
                break
            }
            failAt += 1
            try #require(failAt < 200, "the plan never applied")
        }
        #expect(failAt > 10)
    }
}

/// The package's `swift format` on the files a plan edits (the manifest, the host's list), which
/// must come back byte for byte; the new vertical's own files are removed whole, so their
/// formatting (a `swift format` run of 25 files per vertical) is left out to keep the test short.
struct EditedFilesFormatter: SourceFormatting {
    let sandbox: Sandbox

    func format(_ files: [String: String]) throws(ScaffoldError) -> [String: String] {
        let edited = files.filter {
            FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent($0.key).path)
        }
        let formatted = try SwiftFormatter(configuration: sandbox.root.appendingPathComponent(".swift-format").path)
            .format(edited)
        return files.merging(formatted) { _, new in new }
    }
}
