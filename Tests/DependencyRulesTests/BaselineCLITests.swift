import DependencyRules
import Foundation
import Testing

/// Adopting the rule on a package that already breaks it: `--write-baseline` records today's
/// findings, `--baseline` fails only on new ones and reports the fixed ones.
@Suite(
    "check-dependencies with a baseline", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct BaselineCLITests {
    private static func arguments(_ package: URL) -> [String] {
        LayersCLITests.withRulesFile(package) + ["--skip-interface"]
    }

    private static func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }

    @Test("adopt, add a new edge (fails, names it), remove an old one (passes, reports it fixed)")
    func adoptAndShrink() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let baseline = package.appendingPathComponent("dependency-baseline.json")

        let adopt = try CheckTool.run(Self.arguments(package) + ["--write-baseline", baseline.path])
        #expect(adopt.status == 0)
        #expect(adopt.errorOutput.contains("wrote 12 findings to the baseline"))
        let written = try Baseline.load(from: baseline)
        #expect(written.entries.map(\.count).reduce(0, +) == 12)
        #expect(
            written.entries.contains {
                $0.rule == .imports && $0.file == "Sources/HomeFeature/Home.swift" && $0.target == "HomeFeature"
                    && $0.module == "SettingsFeature"
            })

        let clean = try CheckTool.run(Self.arguments(package) + ["--baseline", baseline.path])
        #expect(clean.status == 0)
        #expect(clean.diagnostics.isEmpty)
        #expect(clean.output.contains("no new violations"))
        #expect(clean.output.contains("12 known from the baseline, 0 fixed since it"))

        // An unrelated edit moves every line of Home.swift: still known.
        let home = package.appendingPathComponent("Sources/HomeFeature/Home.swift")
        let source = try String(contentsOf: home, encoding: .utf8)
        try Data(("// A comment that moves every line.\n\n" + source).utf8).write(to: home)
        #expect(try CheckTool.run(Self.arguments(package) + ["--baseline", baseline.path]).status == 0)

        // A new edge fails, and is the only finding printed.
        try Self.append(
            "import Profile\n", to: package.appendingPathComponent("Sources/SettingsFeature/Settings.swift"))
        let new = try CheckTool.run(Self.arguments(package) + ["--baseline", baseline.path])
        #expect(new.status == 1)
        #expect(
            new.diagnostics == [
                "Sources/SettingsFeature/Settings.swift:8:8: error: vertical 'SettingsFeature' imports 'Profile' "
                    + "(`import Profile`); a vertical depends on and imports no other vertical and no host; move what "
                    + "both need into a shared target, or reach the other vertical through an interface [imports]"
            ])
        #expect(new.output.contains("check-dependencies: 1 new violation (imports 1)"))

        // Removing that edge and an old one passes and reports the old one fixed.
        let settings = package.appendingPathComponent("Sources/SettingsFeature/Settings.swift")
        let settingsSource = try String(contentsOf: settings, encoding: .utf8)
        try Data(settingsSource.replacingOccurrences(of: "import Profile\n", with: "").utf8).write(to: settings)
        let analytics = package.appendingPathComponent("Sources/Analytics/Analytics.swift")
        try Data("public struct Analytics {}\n".utf8).write(to: analytics)
        let fixed = try CheckTool.run(Self.arguments(package) + ["--baseline", baseline.path])
        #expect(fixed.status == 0)
        #expect(
            fixed.output.contains(
                "Sources/Analytics/Analytics.swift: note: fixed since the baseline: Sources/Analytics/Analytics.swift: "
                    + "[imports] 'Analytics' uses 'HomeFeature'"))
        #expect(fixed.output.contains("11 known from the baseline, 1 fixed since it (shrink it with --write-baseline)"))

        // SARIF marks the known findings unchanged.
        let sarif = try CheckTool.run(Self.arguments(package) + ["--baseline", baseline.path, "--format", "sarif"])
        #expect(sarif.output.contains(#""baselineState" : "unchanged""#))
    }

    @Test("a baseline that is missing or not a baseline stops the check with exit 2, saying how to make one")
    func invalidBaseline() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let missing = try CheckTool.run(Self.arguments(package) + ["--baseline", "/nonexistent/baseline.json"])
        #expect(missing.status == 2)
        #expect(
            missing.errorOutput.contains(
                "The baseline /nonexistent/baseline.json does not exist; write one with --write-baseline"))
        let unwritable = try CheckTool.run(
            LayersCLITests.withRulesFile(package) + [
                "--skip-interface", "--write-baseline", "/nonexistent/baseline.json",
            ])
        #expect(unwritable.status == 2)
        #expect(unwritable.errorOutput.contains("The baseline /nonexistent/baseline.json cannot be written"))
        let wrong = package.appendingPathComponent("wrong.json")
        try Data(#"{"entries": 3}"#.utf8).write(to: wrong)
        let run = try CheckTool.run(Self.arguments(package) + ["--baseline", wrong.path])
        #expect(run.status == 2)
        #expect(run.errorOutput.contains("is not a check-dependencies baseline"))
        #expect(!run.errorOutput.contains("DecodingError"))
    }
}
