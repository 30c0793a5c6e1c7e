import Foundation
import Testing

/// Errors a new user meets, each said in words, through the executable.
@Suite("check-dependencies errors", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct CheckDependenciesErrorTests {
    @Test("a named rules file that does not exist stops the check with status 2")
    func missingConfig() throws {
        let package = try Fixture.materialize("Clean")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run([
            "--package-path", package.path, "--skip-interface", "--config", "/nonexistent-rules.json",
        ])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errorOutput.contains(
                "The rules file /nonexistent-rules.json: there is no such file; check the path given to --config."))
    }

    @Test("with --format json a configuration error is a JSON document too")
    func jsonError() throws {
        let package = try Fixture.materialize("Clean")
        defer { Fixture.remove(package) }
        let rules = package.appendingPathComponent("rules.json")
        try Data("{\n  \"allowedModule\": []\n}\n".utf8).write(to: rules)
        let run = try CheckTool.run([
            "--package-path", package.path, "--skip-interface", "--config", rules.path, "--format", "json",
        ])
        #expect(run.status == 2)
        struct Document: Decodable {
            struct Problem: Decodable {
                var path: String
                var line: Int?
                var column: Int?
                var message: String
            }
            var error: String
            var configurationProblem: Problem?
            var exitStatus: Int
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
        #expect(document.exitStatus == 2)
        #expect(document.configurationProblem?.line == 2)
        #expect(document.configurationProblem?.column == 3)
        #expect(document.configurationProblem?.message.contains("Did you mean 'allowedModules'?") == true)
    }

    @Test("when VerticalInterfaces does not build, the findings already made are printed first")
    func interfaceBuildFailure() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let broken = package.appendingPathComponent("VerticalInterfaces/Broken.swift")
        try Data("let broken: Int = \"not a number\"\n".utf8).write(to: broken)
        let run = try CheckTool.run(["--package-path", package.path])
        #expect(run.status == 2)
        #expect(run.diagnostics.count == 22)
        #expect(run.output.hasSuffix("interface purity not checked: the build failed.\n"))
        #expect(run.errorOutput.contains("VerticalInterfaces did not build, so its purity was not checked."))
    }

    @Test("a baseline that cannot be written stops the check before it runs, saying why in words")
    func unwritableBaseline() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        for (path, reason) in [
            ("/nonexistent-folder/baseline.json", "its folder /nonexistent-folder does not exist; create it first"),
            (package.path, "it is a folder; name a file in it"),
        ] {
            let run = try CheckTool.run(
                LayersCLITests.withRulesFile(package) + ["--skip-interface", "--write-baseline", path])
            #expect(run.status == 2)
            #expect(run.errorOutput.contains("The baseline \(path) cannot be written: \(reason)."))
            #expect(!run.errorOutput.contains("Scanning imports"), "the check did not run first")
            #expect(!run.errorOutput.contains("NSCocoaErrorDomain"))
        }
    }

    @Test("--graph with a baseline is a usage error, not silently ignored")
    func graphWithBaseline() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        for option in ["--baseline", "--write-baseline"] {
            let run = try CheckTool.run(
                LayersCLITests.withRulesFile(package) + ["--skip-interface", "--graph", "mermaid", option, "b.json"])
            #expect(run.status == 64)
            #expect(
                run.errorOutput.contains(
                    "--graph prints the module graph instead of the findings, so it takes no baseline"))
        }
    }

    @Test("a rules file's wrong value is reported in words, without a decoder's wording")
    func rulesFileInWords() throws {
        let package = try Fixture.materialize("Features")
        defer { Fixture.remove(package) }
        let rules = package.appendingPathComponent("bad-rules.json")
        try Data(#"{"layers": {"verticals": {"names": "*Feature"}}}"#.utf8).write(to: rules)
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface", "--config", rules.path])
        #expect(run.status == 2)
        #expect(
            run.errorOutput.contains(
                #":1:27: at layers.verticals.names: expected a list, found a string ("*Feature")."#))
        for foundationWords in ["Expected to decode", "Array<Any>", "NSCocoaErrorDomain", "The operation could not"] {
            #expect(!run.errorOutput.contains(foundationWords))
        }
        // Another team's package has no Scripts/README.md: the advice names where the keys are described.
        #expect(run.errorOutput.contains("check-dependencies' documentation (Scripts/README.md of VerticalHub)"))
    }
}
