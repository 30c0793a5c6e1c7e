import AffectedTargets
import DependencyRules
import Foundation
import Testing

/// The three outputs: text for a person, JSON, and the GitHub Actions matrix.
struct ReportFormatTests {
    let analysis = ImpactAnalysis(manifest: Manifests.layered, configuration: RulesConfiguration())

    @Test("the text names each file's owners, the targets, the jobs and the other tests")
    func text() {
        let report = analysis.report(
            for: ChangeSet(
                base: "origin/main", mergeBase: "0123456789abcdef",
                files: [
                    FileChange(.modified, "Verticals/Maps/A.swift"),
                    FileChange(.renamed, "Verticals/Info/B.swift", from: "Verticals/Maps/B.swift"),
                ]))
        #expect(
            report.text == """
                2 changed files since origin/main (merge base 0123456789ab)
                  modified Verticals/Maps/A.swift: Maps
                  renamed Verticals/Maps/B.swift -> Verticals/Info/B.swift: Info, Maps
                Affected targets (4): Maps, Info, MapsBenchmarks, HostCLI
                Affected test targets (3): MapsTests, InfoTests, HostCLITests
                Verticals, each built alone and tested on its own runner (2): Maps (MapsTests), Info (InfoTests)
                Other test targets, run after the verticals (1): HostCLITests
                Documentation to build (0): none

                """)
    }

    @Test("the text lists at most 200 files and says how many more the JSON has")
    func longList() throws {
        let files = (0..<250).map { FileChange(.added, "Docs/page\($0).md") }
        let report = analysis.report(for: ChangeSet(base: "main", mergeBase: nil, files: files, note: "first commit"))
        #expect(report.text.split(separator: "\n").count == 1 + 1 + 200 + 1 + 1)
        #expect(report.text.contains("... and 50 more (--format json lists every file)"))
        #expect(report.text.contains("note: first commit"))
        let decoded = try JSONDecoder().decode(AffectedReport.self, from: report.json())
        #expect(decoded == report)
        #expect(decoded.changes.count == 250)
    }

    @Test("the matrix is one line GitHub reads with fromJSON, with an empty tests field for a vertical without tests")
    func matrix() throws {
        var report = analysis.report(
            for: ChangeSet(base: "main", mergeBase: "abc", files: [FileChange(.modified, "Verticals/Info/A.swift")]))
        #expect(
            String(decoding: try report.matrix(), as: UTF8.self)
                == #"{"include":[{"tests":"InfoTests","vertical":"Info"}]}"# + "\n")
        report.verticals = [.init(name: "Lonely", tests: nil)]
        #expect(
            String(decoding: try report.matrix(), as: UTF8.self) == #"{"include":[{"tests":"","vertical":"Lonely"}]}"#
                + "\n")
    }
}
