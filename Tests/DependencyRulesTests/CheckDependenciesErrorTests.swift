import Foundation
import Testing

/// What a new user hit: errors that used to be silent or unreadable, through the executable.
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
}
