import Foundation
import ScriptSupport
import Testing

/// The built tool on prepared git histories over this package's real manifest: what CI would
/// run for a pull request.
@Suite(
    "affected on prepared git histories",
    .enabled(if: FileManager.default.isExecutableFile(atPath: History.tool.path), "Build Affected first."))
struct HistoryTests {
    /// The verticals of the real manifest.
    static let verticals = ["Maps", "ClinicalRecords", "Info"]

    @Test("an edit in Maps only affects Maps, its tests and benchmark, and the host")
    func mapsOnly() throws {
        let history = try History(editing: "Verticals/Maps/Worker/Index.swift")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.changes.map(\.targets) == [["Maps"]])
        #expect(report.verticals.map(\.name) == ["Maps"])
        #expect(report.verticals.first?.tests == "MapsTests")
        #expect(Set(report.targets).isSuperset(of: ["Maps", "HostCLI"]))
        #expect(Set(report.targets).isDisjoint(with: ["Info", "ClinicalRecords", "Prelude", "PlatformHub"]))
        #expect(Set(report.testTargets).isSuperset(of: ["MapsTests", "HostCLITests"]))
        #expect(Set(report.testTargets).isDisjoint(with: ["InfoTests", "ClinicalRecordsTests", "PreludeTests"]))
        #expect(report.otherTestTargets.contains("HostCLITests"))
        #expect(!report.otherTestTargets.contains("MapsTests"))

        let matrix = try history.affected(["--base", "HEAD~1", "--format", "matrix"])
        #expect(matrix.status == 0, "\(matrix.errorOutput)")
        #expect(matrix.output == #"{"include":[{"tests":"MapsTests","vertical":"Maps"}]}"# + "\n")
    }

    @Test("an edit in Prelude affects every vertical, the hub, the host and all their tests")
    func preludeAffectsEverything() throws {
        let history = try History(editing: "Prelude/World.swift")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.verticals.map(\.name) == Self.verticals)
        #expect(Set(report.targets).isSuperset(of: ["Prelude", "HubInterfaces", "PlatformHub", "HostCLI"]))
        // This app's shim holds plain DTOs and depends on nothing, so a Prelude edit leaves it alone.
        #expect(!report.targets.contains("VerticalInterfaces"))
        #expect(
            Set(report.testTargets).isSuperset(
                of: Self.verticals.map { $0 + "Tests" } + ["PreludeTests", "PlatformHubTests", "HostCLITests"]))
        // The Scripts tools read JSON, suggest names and escape text with Prelude, so they are reached too.
        #expect(report.targets.contains("DependencyRules"))
        #expect(report.everythingBecause == nil)
    }

    @Test("an edit in the README affects nothing: no target, no test, an empty matrix")
    func readmeAffectsNothing() throws {
        let history = try History(editing: "README.md")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.changes.map(\.path) == ["README.md"])
        #expect(report.changes.map(\.targets) == [[]])
        #expect(report.targets.isEmpty && report.testTargets.isEmpty && report.verticals.isEmpty)
        let text = try history.affected(["--base", "HEAD~1"])
        #expect(text.output.contains("modified README.md: no target"))
        #expect(text.output.contains("Nothing to build or test"))
        let matrix = try history.affected(["--base", "HEAD~1", "--format", "matrix"])
        #expect(matrix.output == #"{"include":[]}"# + "\n")
    }

    @Test("an edit inside a DocC catalog, or a target's README, builds no target: only the documentation")
    func documentationOnly() throws {
        let history = try History(
            editing: "Prelude/Prelude.docc/PerformanceFigures.md", "Prelude/Prelude.docc/Resources/figure.swift",
            "Verticals/Maps/README.md")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.changes.map(\.targets) == [[], [], []])
        #expect(report.changes.map(\.documentation) == [["Prelude"], ["Prelude"], ["Maps"]])
        #expect(report.targets.isEmpty && report.testTargets.isEmpty && report.verticals.isEmpty)
        #expect(report.documentation == ["Prelude", "Maps"])
        let text = try history.affected(["--base", "HEAD~1"])
        #expect(text.output.contains("modified Prelude/Prelude.docc/PerformanceFigures.md: documentation of Prelude"))
        #expect(text.output.contains("Nothing to build or test: only documentation changed."))
        #expect(text.output.contains("Documentation to build (2): Prelude, Maps"))
        let matrix = try history.affected(["--base", "HEAD~1", "--format", "matrix"])
        #expect(matrix.output == #"{"include":[]}"# + "\n")
    }

    @Test("a catalog edit with a code edit: the code's reach, and the documentation of what has a catalog")
    func documentationAndCode() throws {
        let history = try History()
        defer { history.remove() }
        try history.write("Verticals/Maps/Maps.docc/Maps.md", "# Maps\n")
        try history.commit("Maps' catalog")
        try history.edit("Prelude/Prelude.docc/PerformanceFigures.md")
        try history.edit("Verticals/Maps/Worker/Index.swift")
        try history.commit("a figure and the index")
        let report = try history.report(base: "HEAD~1")
        #expect(report.changes.map(\.targets) == [[], ["Maps"]])
        #expect(report.verticals.map(\.name) == ["Maps"])
        #expect(!report.targets.contains("Prelude"))
        // Prelude's catalog changed; Maps' code did, and Maps has a catalog: both are built again.
        #expect(report.documentation == ["Prelude", "Maps"])
        let text = try history.affected(["--base", "HEAD~1"])
        #expect(text.output.contains("Documentation to build (2): Prelude, Maps"))
    }

    @Test("a resource is bundled with its target: a change to it affects the target like its code")
    func resourceAffectsItsTarget() throws {
        let history = try History(editing: "Verticals/Maps/Resources/Policy/Maps.json")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.changes.map(\.targets) == [["Maps"]])
        #expect(report.changes.map(\.documentation) == [[]])
        #expect(report.verticals.map(\.name) == ["Maps"])
        #expect(report.documentation.isEmpty)
    }

    @Test("a change to Package.swift affects every target, the tools included")
    func manifestAffectsEverything() throws {
        let history = try History(editing: "Package.swift")
        defer { history.remove() }
        let report = try history.report(base: "HEAD~1")
        #expect(report.everythingBecause?.contains("Package.swift changed") == true)
        #expect(report.verticals.map(\.name) == Self.verticals)
        #expect(Set(report.targets).isSuperset(of: ["Prelude", "HostCLI", "PlatformHub"]))
    }

    @Test("a file moved from Maps to Info affects both; a deleted file affects its target")
    func renamedAndDeleted() throws {
        let history = try History()
        defer { history.remove() }
        try history.git("mv", "Verticals/Maps/Worker/Index.swift", "Verticals/Info/Index.swift")
        try history.git("rm", "-q", "Verticals/ClinicalRecords/Service/Store.swift")
        try history.commit("move and delete")
        let report = try history.report(base: "HEAD~1")
        let renamed = report.changes.first { $0.kind == "renamed" }
        #expect(renamed?.oldPath == "Verticals/Maps/Worker/Index.swift")
        #expect(renamed?.path == "Verticals/Info/Index.swift")
        #expect(renamed?.targets == ["Info", "Maps"])
        let deleted = report.changes.first { $0.kind == "deleted" }
        #expect(deleted?.targets == ["ClinicalRecords"])
        #expect(report.verticals.map(\.name) == Self.verticals)
    }

    @Test("a branch of several commits, with an untracked file: the diff from the merge base")
    func branchAndUntracked() throws {
        let history = try History()
        defer { history.remove() }
        try history.git("checkout", "-q", "-b", "feature")
        try history.edit("Tests/MapsTests/IndexTests.swift")
        try history.commit("Maps: a test")
        try history.git("checkout", "-q", "main")
        try history.edit("Prelude/World.swift")
        try history.commit("main moves on")
        try history.git("checkout", "-q", "feature")
        try history.write("Verticals/Info/Plugin/New.swift", "struct New {}\n")
        let report = try history.report(base: "main")
        // main's later Prelude commit is not the branch's change; Maps' tests are, and Info's new file.
        #expect(report.changes.map(\.kind) == ["modified", "untracked"])
        #expect(report.verticals.map(\.name) == ["Maps", "Info"])
        #expect(report.verticals.first?.tests == "MapsTests")
        #expect(!report.targets.contains("Maps"))
        #expect(report.testTargets.contains("MapsTests"))
    }

    @Test("a shallow clone without the base fails with a message that says to fetch the history")
    func shallowClone() throws {
        let history = try History(editing: "README.md")
        defer { history.remove() }
        let clone = FileManager.default.temporaryDirectory.appendingPathComponent("affected-clone-\(UUID().uuidString)")
        defer { FixtureCopy.remove(clone) }
        _ = try CommandRunner.output(
            of: ["git", "clone", "-q", "--depth", "1", "file://" + history.root.path, clone.path]) { $0 }
        for base in ["HEAD~1", "main~1"] {
            let run = try history.affected(["--base", base], in: clone)
            #expect(run.status == 2)
            #expect(run.errorOutput.contains("shallow"), "\(run.errorOutput)")
            #expect(run.errorOutput.contains("fetch-depth: 0"), "\(run.errorOutput)")
            #expect(run.output.isEmpty)
        }
    }

    @Test("on a first commit, or with GitHub's all-zero base, every file counts as added")
    func firstCommit() throws {
        let history = try History()
        defer { history.remove() }
        for base in ["HEAD~1", String(repeating: "0", count: 40)] {
            let report = try history.report(base: base)
            #expect(report.mergeBase == nil)
            #expect(report.note?.contains("every file counts as added") == true)
            #expect(report.changes.allSatisfy { $0.kind == "added" })
            #expect(report.everythingBecause?.contains("Package.swift") == true)
            #expect(report.verticals.map(\.name) == Self.verticals)
        }
    }

    @Test("an unknown base fails with its name and what to pass instead")
    func unknownBase() throws {
        let history = try History(editing: "README.md")
        defer { history.remove() }
        let run = try history.affected(["--base", "origin/no-such-branch"])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("'origin/no-such-branch' is no branch, tag or commit"), "\(run.errorOutput)")
    }
}
