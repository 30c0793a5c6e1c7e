import APICompatibility
import Foundation
import Testing

@Suite("the report: its verdict, its words and its JSON")
struct APIReportTests {
    static let baseline = APIBaseline(
        version: SemanticVersion(1, 0, 0), commit: String(repeating: "a", count: 40), modules: ["Prelude", "Hub"],
        swift: "Swift version 6.3.1 (swift-6.3.1-RELEASE)")
    static let broken = [
        APIReport.ModuleResult(name: "Prelude", breaks: []),
        APIReport.ModuleResult(name: "Hub", breaks: ["API breakage: struct Canary has been removed"]),
    ]

    @Test("no break: compatible, and the changelog is not consulted")
    func compatible() {
        let report = APIReport(
            baseline: Self.baseline, swift: Self.baseline.swift,
            modules: Self.broken.map { .init(name: $0.name, breaks: []) }, nextVersion: nil)
        #expect(report.verdict == .compatible)
        #expect(
            report.text(changelogName: "CHANGELOG.md") == """
                API of 1.0.0 (commit aaaaaaaaaaaa) against the working tree, module by module:
                  Prelude: no break
                  Hub: no break
                No break: the public API of 1.0.0 is intact.

                """)
    }

    @Test("a break the changelog declares a new major passes, and says why")
    func declared() {
        let next = NextVersion(
            version: SemanticVersion(2, 0, 0), isNewMajor: true, source: .breakingEntry,
            reason: "CHANGELOG.md:9: an entry under `## [Unreleased]` is marked **BREAKING**")
        let report = APIReport(
            baseline: Self.baseline, swift: Self.baseline.swift, modules: Self.broken, nextVersion: next)
        #expect(report.verdict == .breakingDeclared)
        let text = report.text(changelogName: "CHANGELOG.md")
        #expect(text.contains("  Hub: 1 break\n    💔 API breakage: struct Canary has been removed\n"))
        #expect(
            text.contains(
                "1 break, as CHANGELOG.md allows: the next version is 2.0.0, a new major (CHANGELOG.md:9: an entry"))
    }

    @Test("an undeclared break fails and says both ways out, fitted to the changelog")
    func undeclared() {
        let plain = APIReport(
            baseline: Self.baseline, swift: Self.baseline.swift, modules: Self.broken,
            nextVersion: NextVersion(
                version: nil, isNewMajor: false, source: .unreleasedWithoutBreaking, reason: "no marker"))
        #expect(plain.verdict == .breakingUndeclared)
        let text = plain.text(changelogName: "CHANGELOG.md")
        #expect(
            text.contains(
                "error: 1 break of the public API of 1.0.0, and CHANGELOG.md does not declare the next version a new major: no marker."
            ))
        #expect(
            text.contains(
                "Either restore the API (the lines above name each break), or declare the next version 2.0.0 in "
                    + "CHANGELOG.md: add an entry that begins with **BREAKING** under `## [Unreleased]`"))
        #expect(!text.contains("note:"))

        let minor = APIReport(
            baseline: Self.baseline, swift: "Swift version 6.4", modules: Self.broken,
            nextVersion: NextVersion(
                version: SemanticVersion(1, 1, 0), isNewMajor: false, source: .versionHeading, reason: "heading"))
        let minorText = minor.text(changelogName: "CHANGELOG.md")
        #expect(
            minorText.contains("its heading in CHANGELOG.md names 1.1.0; if the break is meant for it, name it 2.0.0"))
        #expect(minorText.contains("if 1.1.0 is released already, the baseline is stale"))
        #expect(minorText.contains("note: the baseline was dumped by Swift version 6.3.1"))

        let none = APIReport(
            baseline: Self.baseline, swift: Self.baseline.swift, modules: Self.broken,
            nextVersion: NextVersion(version: nil, isNewMajor: false, source: .noChangelog, reason: "none"))
        #expect(none.text(changelogName: "CHANGELOG.md").contains("create CHANGELOG.md in Keep a Changelog's form"))
    }

    @Test("the JSON holds the baseline, each module's breaks, the next version and the verdict")
    func json() throws {
        let next = NextVersion(version: SemanticVersion(2, 0, 0), isNewMajor: true, source: .breakingEntry, reason: "r")
        let report = APIReport(baseline: Self.baseline, swift: "s", modules: Self.broken, nextVersion: next)
        let object = try #require(try JSONSerialization.jsonObject(with: report.json()) as? [String: Any])
        #expect(object["verdict"] as? String == "breaking-declared")
        #expect((object["baseline"] as? [String: Any])?["version"] as? String == "1.0.0")
        #expect((object["nextVersion"] as? [String: Any])?["version"] as? String == "2.0.0")
        #expect((object["nextVersion"] as? [String: Any])?["source"] as? String == "breaking-entry")
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["Prelude", "Hub"])
        #expect(try APIReport(from: report.json()) == report)
    }
}

extension APIReport {
    init(from json: Data) throws {
        self = try JSONDecoder().decode(APIReport.self, from: json)
    }
}
