import DependencyRules
import Foundation
import ScriptSupport
import Testing

/// The scale benchmark's generated package, small enough for CI: the checker finds exactly the
/// cross-vertical edges it was built with (the timing itself is the benchmark's, never a test's).
@Suite("generated packages", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct SyntheticPackageTests {
    @Test("every generated cross-vertical import is found, and nothing else")
    func findsTheGeneratedEdges() throws {
        let package = SyntheticPackage(targets: 30, filesPerTarget: 3)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("synthetic-\(UUID().uuidString)")
        defer { FixtureCopy.remove(folder) }
        try package.write(to: folder)
        #expect(package.sharedCount == 3)
        #expect(package.featureCount == 26)
        #expect(package.crossingFeatures == [0, 10, 20])
        let run = try CheckTool.run(
            ["--package-path", folder.path, "--skip-interface"] + SyntheticPackage.layerArguments)
        #expect(run.status == 1)
        #expect(
            run.diagnostics.map { String($0.prefix { $0 != " " }) } == [
                "Sources/Feature0/Feature0Part2.swift:7:8:", "Sources/Feature10/Feature10Part2.swift:7:8:",
                "Sources/Feature20/Feature20Part2.swift:7:8:",
            ])
        #expect(run.output.contains("check-dependencies: 26 verticals; 3 edges between them (3 places"))
        #expect(
            run.output.hasSuffix("3 violations (imports 3) in 30 targets, 90 Swift files, interface purity skipped.\n"))
    }
}
