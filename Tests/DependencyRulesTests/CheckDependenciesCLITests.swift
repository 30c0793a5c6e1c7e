import DependencyRules
import Foundation
import Testing

/// Runs the built executable on fixture packages, as CI runs it on the repository.
@Suite("check-dependencies executable", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct CheckDependenciesCLITests {
    @Test("reports every import violation compiler-style with a summary and exits 1")
    func importViolations() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        #expect(run.status == 1)
        let locations = run.diagnostics.map { String($0.prefix { $0 != " " }) }
        #expect(
            locations == [
                "Host/Undeclared.swift:2:8:",
                "Host/Undeclared.swift:4:12:",
                "Prelude/Prelude.swift:2:8:",
                "Tests/AlphaTests/AlphaTests.swift:3:18:",
                "Tool/main.swift:2:8:",
                "VerticalInterfaces/Interfaces.swift:2:8:",
                "Verticals/Alpha/Branches.swift:1:15:",
                "Verticals/Alpha/Branches.swift:2:8:",
                "Verticals/Alpha/Branches.swift:4:8:",
                "Verticals/Alpha/Branches.swift:11:22:",
                "Verticals/Alpha/Branches.swift:15:15:",
                "Verticals/Alpha/Forms.swift:1:8:",
                "Verticals/Alpha/Forms.swift:2:18:",
                "Verticals/Alpha/Forms.swift:3:19:",
                "Verticals/Alpha/Forms.swift:4:17:",
                "Verticals/Alpha/Forms.swift:5:15:",
                "Verticals/Alpha/Forms.swift:6:15:",
                "Verticals/Alpha/Forms.swift:7:24:",
                "Verticals/Alpha/Forms.swift:11:10:",
                "Verticals/Alpha/Forms.swift:12:46:",
                "Verticals/Beta/External.swift:2:8:",
                "Verticals/Beta/External.swift:4:12:",
            ])
        #expect(run.diagnostics.allSatisfy { $0.contains(": error: ") && $0.hasSuffix("[imports]") })
        #expect(!run.output.contains("Decoys.swift"))
        #expect(!run.output.contains("Host/Host.swift"))
        let summary = run.output.split(separator: "\n").last.map(String.init)
        #expect(
            summary
                == "check-dependencies: 22 violations (imports 22), 4 warnings in 8 targets, 12 Swift files, "
                + "interface purity skipped."
        )
    }

    @Test("reports an import its target does not declare, in every target and every #if branch")
    func undeclaredImports() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface"])
        let undeclared = run.diagnostics.filter { $0.contains("which it does not declare") }
        #expect(
            undeclared.map { String($0.prefix { $0 != " " }) } == [
                "Host/Undeclared.swift:2:8:", "Host/Undeclared.swift:4:12:", "Tool/main.swift:2:8:",
            ])
        #expect(undeclared.first?.contains("target 'Host' imports 'Prelude' (`import Prelude`)") == true)
        // Tool reaches Gamma through Alpha's `@_exported import Gamma`, and probes Delta only.
        #expect(!run.output.contains("imports 'Gamma' (`import Gamma`), which it does not declare"))
        #expect(!run.output.contains("Tool/main.swift:3:"))
    }

    @Test("accepts external modules the rules file allows")
    func allowedModules() throws {
        let package = try Fixture.materialize("Imports")
        defer { Fixture.remove(package) }
        let rules = package.appendingPathComponent("rules.json")
        try Data(#"{"allowedExternalProducts": ["ArgumentParser"], "allowedModules": ["UIKit"]}"#.utf8).write(to: rules)
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface", "--config", rules.path])
        #expect(run.status == 1)
        // UIKit is allowed; ArgumentParser is an allowed product but Beta does not declare it.
        #expect(!run.output.contains("External.swift:4:"))
        #expect(
            run.diagnostics.filter { $0.hasPrefix("Verticals/Beta/External.swift:2:8:") }.map {
                $0.contains("which it does not declare")
            } == [true])
        #expect(run.diagnostics.count == 21)
    }

    @Test("prints the same findings as JSON with --format json")
    func json() throws {
        let package = try Fixture.materialize("Manifest")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path, "--skip-interface", "--format", "json"])
        #expect(run.status == 1)
        struct Document: Decodable {
            struct Item: Decodable {
                var rule: String
                var path: String
                var line: Int
                var column: Int
                var message: String
            }
            var findings: [Item]
            var violations: Int
            var summary: String
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
        #expect(document.violations == 6)
        #expect(document.findings.map(\.rule) == Array(repeating: "manifest", count: 6))
        #expect(document.findings.first.map { "\($0.path):\($0.line):\($0.column)" } == "Package.swift:10:49")
        #expect(document.summary.hasPrefix("check-dependencies: 6 violations"))
    }

    @Test("builds VerticalInterfaces and reports impure declarations from the real symbol graph")
    func interfaceEndToEnd() throws {
        let package = try Fixture.materialize("Interface")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path])
        #expect(run.status == 1)
        let locations = run.diagnostics.map { String($0.prefix { $0 != " " }) }
        #expect(
            locations == [
                "Scripts/dependency-rules.json:1:1:",
                "VerticalInterfaces/Interfaces.swift:9:17:",
                "VerticalInterfaces/Interfaces.swift:13:20:",
                "VerticalInterfaces/Interfaces.swift:17:14:",
                "VerticalInterfaces/Interfaces.swift:21:13:",
                "VerticalInterfaces/Interfaces.swift:27:17:",
                "VerticalInterfaces/Interfaces.swift:32:17:",
                "VerticalInterfaces/Interfaces.swift:34:24:",
                "VerticalInterfaces/Interfaces.swift:43:17:",
                "VerticalInterfaces/Interfaces.swift:46:15:",
                "VerticalInterfaces/Interfaces.swift:51:12:",
                "VerticalInterfaces/Interfaces.swift:53:17:",
            ])
        // `Greeter.shout` and `Page.==` are allow-listed with a reason in the fixture's rules
        // file: no error, and the reason is printed.
        #expect(!run.diagnostics.contains { $0.contains("Greeter.shout") || $0.contains("Page.==") })
        #expect(
            run.output.contains(
                "VerticalInterfaces/Interfaces.swift:52:24: note: 'Page.==(_:_:)' is allow-listed: "
                    + "Compares the items only, as the synthesized one would."))
        #expect(run.output.hasSuffix(", VerticalInterfaces symbol graph, 2 allow-listed.\n"))
    }

    @Test("an extension removed from the interface is no longer reported on the next run in the same scratch folder")
    func removedExtensionIsForgotten() throws {
        let package = try Fixture.materialize("Interface")
        defer { Fixture.remove(package) }
        let first = try CheckTool.run(["--package-path", package.path])
        #expect(first.diagnostics.contains { $0.contains("interfaceHelper") }, "\(first.output)")
        // The `extension String` (lines 42-44) lives in its own `VerticalInterfaces@Swift` graph,
        // which the compiler leaves behind when the extension goes.
        let source = package.appendingPathComponent("VerticalInterfaces/Interfaces.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let kept = text.replacingOccurrences(
            of: "extension String {\n    public func interfaceHelper() -> String { self }\n}\n", with: "")
        try #require(kept != text)
        try kept.write(to: source, atomically: true, encoding: .utf8)
        let second = try CheckTool.run(["--package-path", package.path])
        #expect(!second.output.contains("interfaceHelper"), "\(second.output)")
        #expect(second.diagnostics.count == first.diagnostics.count - 1, "\(second.output)")
    }

    @Test("finds nothing in a clean package, interface purity included, and exits 0")
    func clean() throws {
        let package = try Fixture.materialize("Clean")
        defer { Fixture.remove(package) }
        let run = try CheckTool.run(["--package-path", package.path])
        #expect(run.status == 0, "\(run.output)\(run.errorOutput)")
        #expect(run.diagnostics.isEmpty)
        // The fixture's targets all declare Prelude and VerticalInterfaces, as this package's do; three
        // never import one: warnings, which leave the exit status at 0.
        let warnings = run.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { $0.hasPrefix("Package.swift:") && $0.hasSuffix("[redundant]") })
        #expect(
            run.output.hasSuffix(
                "check-dependencies: no violations, 3 warnings (6 targets, 6 Swift files, VerticalInterfaces symbol graph).\n"
            ))
    }

    @Test("rejects a folder without a manifest with an instruction")
    func validation() throws {
        let run = try CheckTool.run(["--package-path", "/nonexistent-package"])
        #expect(run.status == 64)
        #expect(run.errorOutput.contains("Pass --package-path a folder that contains a Package.swift"))
    }
}
