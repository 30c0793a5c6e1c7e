import Foundation
import Testing

/// A layer pattern that names no target would switch the vertical rule off in silence: each
/// form stops the check with exit 2, naming the pattern and the nearest targets or folders.
@Suite(
    "check-dependencies refuses layers that name nothing",
    .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct LayerPatternErrorsCLITests {
    /// Runs the structural rules on ``TransitiveCouplingCLITests/bridge`` with `arguments`.
    static func check(_ arguments: [String], format: String = "text") throws -> CheckTool.Run {
        let package = try TemporaryPackage.write(TransitiveCouplingCLITests.bridge)
        defer { Fixture.remove(package) }
        return try CheckTool.run(
            ["--package-path", package.path, "--skip-interface", "--format", format] + arguments)
    }

    @Test(
        "each pattern that matches nothing is named with the nearest names or folders",
        arguments: [
            (
                ["--verticals", "NoSuch*"],
                "The verticals name glob 'NoSuch*' matches no target of the package, so it would silently leave "
                    + "targets out of the layer. The nearest target names: Bridge, BFeature, AFeature."
            ),
            (
                ["--verticals", "*feature"],
                "The nearest target names: BFeature, AFeature. Globs match whole names and are case-sensitive"
            ),
            (
                ["--verticals", "Sources/Featurs/"],
                "The verticals folder 'Sources/Featurs' matches no target of the package"
            ),
            (["--verticals", ""], "The verticals name glob '' matches no target of the package"),
            (
                ["--verticals", "*Feature", "--not-vertical", "AppFeature"],
                "The verticals exception 'AppFeature' matches no target of the package"
            ),
            (
                ["--verticals", "*Feature", "--host", "App"],
                "The hosts name glob 'App' matches no target of the package"
            ),
        ])
    func unmatched(flags: [String], expected: String) throws {
        let run = try Self.check(flags)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.errorOutput.contains(expected), "\(run.errorOutput)")
    }

    @Test("layers without a vertical stop the check: an empty layers object, an empty verticals pattern")
    func noVerticals() throws {
        for rules in [
            #"{"layers": {}}"#, #"{"layers": {"verticals": {}}}"#, #"{"layers": {"shared": {"names": ["Bridge"]}}}"#,
        ] {
            let package = try TemporaryPackage.write(
                TransitiveCouplingCLITests.bridge.merging(["rules.json": rules]) { $1 })
            defer { Fixture.remove(package) }
            let run = try CheckTool.run(
                [
                    "--package-path", package.path, "--skip-interface", "--config",
                    package.appendingPathComponent("rules.json").path,
                ])
            #expect(run.status == 2)
            #expect(run.errorOutput.contains("No target is a vertical: the layers name no verticals"), "\(rules)")
        }
        let excepted = try Self.check(["--verticals", "AFeature", "--not-vertical", "AFeature"])
        #expect(excepted.status == 2)
        #expect(excepted.errorOutput.contains("every target the verticals' patterns match is left out by an exception"))
    }

    @Test("a bare run on another team's package says it finds no verticals and how to name them")
    func bareRun() throws {
        let package = try TemporaryPackage.write(TransitiveCouplingCLITests.bridge)
        defer { Fixture.remove(package) }
        // With and without the interface rule: neither may advise an option that does not exist.
        for extra in [["--skip-interface"], []] {
            let run = try CheckTool.run(["--package-path", package.path] + extra)
            #expect(run.status == 2)
            #expect(
                run.errorOutput.contains(
                    "This package has no verticals in VerticalHub's own layout (no target under Verticals/, no Prelude, "
                        + "no VerticalInterfaces), so the vertical rule would check nothing. Name your package's "
                        + "verticals: --verticals '*Feature'"))
            #expect(!run.errorOutput.contains("--prelude"))
        }
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build-check").path))
    }

    @Test("with --format json, github or sarif the failure is printed in that format too")
    func formats() throws {
        let json = try Self.check(["--verticals", "NoSuch*"], format: "json")
        #expect(json.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(document["exitStatus"] as? Int == 2)
        #expect((document["error"] as? String)?.contains("'NoSuch*' matches no target") == true)
        let github = try Self.check(["--verticals", "NoSuch*"], format: "github")
        #expect(github.status == 2)
        #expect(github.output.hasPrefix("::error title=check-dependencies::The layers cannot be read as written"))
        let sarif = try Self.check(["--verticals", "NoSuch*"], format: "sarif")
        #expect(sarif.status == 2)
        #expect(sarif.output.contains("\"executionSuccessful\" : false"))
        #expect(sarif.output.contains("'NoSuch*' matches no target"))
    }
}
