import AffectedTargets
import DependencyRules
import Testing

/// Owners, reach and the verticals' jobs, on a fixed manifest and fixed changes.
struct ImpactAnalysisTests {
    let analysis = ImpactAnalysis(manifest: Manifests.layered, configuration: RulesConfiguration())

    func report(_ files: FileChange...) -> AffectedReport {
        analysis.report(for: ChangeSet(base: "main", mergeBase: "abc", files: files))
    }

    @Test("reading goes through the two dependencies: the changes and the manifest")
    func reading() throws {
        let report = try AffectedReport.reading(
            since: "origin/main", changes: FixedChanges([FileChange(.modified, "Host/PlatformHub/Hub.swift")]),
            manifest: FixedManifest(Manifests.layered), configuration: RulesConfiguration())
        #expect(report.base == "origin/main")
        #expect(report.targets == ["PlatformHub", "HostCLI"])
        #expect(report.testTargets == ["HostCLITests"])
        #expect(report.verticals.isEmpty)
    }

    @Test("a file belongs to the target whose folder holds it, the deepest folder when folders nest")
    func owners() {
        #expect(analysis.owners(of: "Verticals/Maps/Plugin/MapsPlugin.swift") == ["Maps"])
        #expect(analysis.owners(of: "Tests/Benchmarks/MapsBenchmarks/main.swift") == ["MapsBenchmarks"])
        #expect(analysis.owners(of: "Tests/Benchmarks/README.md") == ["Benchmarks"])
        #expect(analysis.owners(of: "Verticals/MapsExtra/File.swift").isEmpty)
        #expect(analysis.owners(of: "README.md").isEmpty)
    }

    @Test("the reach of a vertical is itself, its tests, its benchmark and the host, not its sibling")
    func reach() {
        #expect(analysis.reach(of: ["Maps"]) == ["Maps", "MapsTests", "MapsBenchmarks", "HostCLI", "HostCLITests"])
        #expect(analysis.reach(of: ["Tool"]) == ["Tool"])
        #expect(analysis.reach(of: ["Prelude"]).count == 11)
    }

    @Test("an edit in a vertical: its job with its tests, and the host's tests after")
    func verticalEdit() {
        let report = report(FileChange(.modified, "Verticals/Maps/Worker/Index.swift"))
        #expect(report.targets == ["Maps", "MapsBenchmarks", "HostCLI"])
        #expect(report.testTargets == ["MapsTests", "HostCLITests"])
        #expect(report.verticals == [.init(name: "Maps", tests: "MapsTests")])
        #expect(report.otherTestTargets == ["HostCLITests"])
        #expect(report.everythingBecause == nil)
    }

    @Test("an edit in a vertical's tests only gives the vertical a job, to run them")
    func testsOnly() {
        let report = report(FileChange(.added, "Tests/InfoTests/New.swift"))
        #expect(report.targets.isEmpty)
        #expect(report.testTargets == ["InfoTests"])
        #expect(report.verticals == [.init(name: "Info", tests: "InfoTests")])
        #expect(report.otherTestTargets.isEmpty)
    }

    @Test("a rename counts at both paths; a deletion at its path")
    func renameAndDeletion() {
        let report = report(
            FileChange(.renamed, "Verticals/Info/Index.swift", from: "Verticals/Maps/Index.swift"),
            FileChange(.deleted, "Scripts/Tool/main.swift"))
        #expect(report.changes.map(\.targets) == [["Info", "Maps"], ["Tool"]])
        #expect(report.verticals.map(\.name) == ["Maps", "Info"])
        #expect(report.targets.contains("Tool"))
    }

    @Test(
        "the manifest files and --everything-when paths reach every target",
        arguments: ["Package.swift", "Package.resolved", "Package@swift-6.0.swift", ".github/workflows/ci.yml"])
    func everything(path: String) {
        let analysis = ImpactAnalysis(
            manifest: Manifests.layered, configuration: RulesConfiguration(), everythingWhen: ["./.github/workflows/"])
        let report = analysis.report(
            for: ChangeSet(base: "main", mergeBase: "abc", files: [FileChange(.modified, path)]))
        #expect(report.everythingBecause?.hasPrefix("\(path) changed") == true)
        #expect(report.targets.count + report.testTargets.count == Manifests.layered.targets.count)
        #expect(report.verticals.map(\.name) == ["Maps", "Info"])
    }

    @Test("a file with Package.swift's name in a subfolder is an ordinary file")
    func nestedManifestName() {
        #expect(analysis.reachesEverything("Tests/Fixtures/Package.swift") == nil)
        #expect(analysis.reachesEverything("Docs/Package@swift-6.0.swift") == nil)
    }

    @Test("nothing changed in a target: an empty report and a sentence saying so")
    func nothing() {
        let report = report(FileChange(.modified, "README.md"), FileChange(.untracked, "notes.txt"))
        #expect(report.targets.isEmpty && report.testTargets.isEmpty && report.verticals.isEmpty)
        #expect(report.text.contains("Nothing to build or test"))
    }
}
