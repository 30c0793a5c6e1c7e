import Foundation
import Scaffolding
import ScriptSupport
import Testing

/// Scaffolds two verticals in a copy of this package and runs every check there; then removes
/// them and expects the copy as it was. Slow (it builds the copy), so it runs only with
/// `VERTICALHUB_SCAFFOLD_E2E=1` (`.ci/run` sets it in its own step). The copy's builds share
/// one scratch folder, `VERTICALHUB_SCAFFOLD_E2E_SCRATCH` (by default `.build-scaffold-e2e` in
/// this package), so a second run rebuilds only what changed.
@Suite(
    "new-vertical end to end: the new verticals pass every check of the package at once",
    .enabled(if: ProcessInfo.processInfo.environment["VERTICALHUB_SCAFFOLD_E2E"] == "1"))
struct EndToEndTests {
    static let scratch =
        ProcessInfo.processInfo.environment["VERTICALHUB_SCAFFOLD_E2E_SCRATCH"]
        ?? Sandbox.packageRoot.appendingPathComponent(".build-scaffold-e2e").path

    private func expectSuccess(_ result: CommandRunner.Result, _ what: String) {
        #expect(
            result.status == 0,
            "\(what) exited \(result.status):\n\(result.output.suffix(3000))\n\(result.errorOutput.suffix(3000))")
    }

    @Test(
        "Pharmacy (plain) and Lab (--with-command --with-database): build, test, rules, policies and contracts, format, send, tour; then removed"
    )
    func scaffoldAndCheck() throws {
        let copy = try PackageCopy(scratch: Self.scratch)
        defer { copy.remove() }
        let scaffold = FixtureCopy.builtExecutable("Scaffold")
        let checkDependencies = FixtureCopy.builtExecutable("CheckDependencies")
        let original = try copy.snapshot()
        let packagePath = ["--package-path", copy.root.path, "--scratch-path", copy.scratch]

        let dryRun = try copy.run([scaffold.path, "new-vertical", "Pharmacy", "--dry-run"] + packagePath)
        expectSuccess(dryRun, "new-vertical --dry-run")
        #expect(dryRun.output.contains("dry run: nothing was changed"))
        #expect(try copy.snapshot() == original)

        expectSuccess(try copy.run([scaffold.path, "new-vertical", "Pharmacy"] + packagePath), "new-vertical Pharmacy")
        expectSuccess(
            try copy.run([scaffold.path, "new-vertical", "Lab", "--with-command", "--with-database"] + packagePath),
            "new-vertical Lab")

        expectSuccess(try copy.swift("build", ["--product", "host"]), "swift build --product host")
        expectSuccess(
            try copy.swift("test", ["--filter", "PharmacyTests|LabTests"]), "swift test --filter PharmacyTests|LabTests"
        )
        let host =
            try copy.swift("build", ["--show-bin-path"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
            + "/host"
        let data = copy.root.appendingPathComponent(".build-data").path

        let check = try copy.run([host, "policy", "check"])
        expectSuccess(check, "host policy check")
        #expect(check.output.contains("0 errors, 0 warnings"), "\(check.output)")
        let query = try copy.run([host, "send", "query", "pharmacy.example", "--data-dir", data])
        expectSuccess(query, "host send query pharmacy.example")
        #expect(query.output.contains("First example"), "\(query.output)")
        let example = try copy.run([host, "send", "query", "pharmacy.example", "--example", "2", "--data-dir", data])
        expectSuccess(example, "host send query pharmacy.example --example 2")
        #expect(example.output.contains("\"first\""), "\(example.output)")
        let messages = try copy.run([host, "messages", "lab.refresh"])
        expectSuccess(messages, "host messages lab.refresh")
        #expect(messages.output.contains("lab.refresh (command, Lab)"), "\(messages.output)")
        let view = try copy.run([host, "send", "view", "lab.view", "--data-dir", data])
        expectSuccess(view, "host send view lab.view")
        let refresh = try copy.run([host, "send", "command", "lab.refresh", "--data-dir", data])
        expectSuccess(refresh, "host send command lab.refresh")
        #expect(refresh.output.contains("\"count\""), "\(refresh.output)")
        expectSuccess(try copy.run([host, "tour", "--data-dir", data]), "host tour")

        let lint = try copy.run(
            [
                "swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Verticals", "Host",
                "Tests/PharmacyTests", "Tests/LabTests",
            ])
        expectSuccess(lint, "swift format lint --strict")
        expectSuccess(
            try copy.run([checkDependencies.path, "--package-path", copy.root.path, "--scratch-path", copy.scratch]),
            "check-dependencies")
        // As .ci/run checks the module graph: with the benchmarks and the tooling in the manifest.
        expectSuccess(
            try CommandRunner.run(
                [
                    "env", "-u", "VERTICALHUB_SKIP_TOOLING", "VERTICALHUB_BENCHMARKS=1", checkDependencies.path,
                    "--package-path", copy.root.path, "--skip-interface", "--graph", "mermaid", "--verify-readme",
                    ModuleGraphDocument.path,
                ], in: copy.root),
            "check-dependencies --verify-readme \(ModuleGraphDocument.path)")

        try? FileManager.default.removeItem(atPath: data)
        expectSuccess(try copy.run([scaffold.path, "remove-vertical", "Lab"] + packagePath), "remove-vertical Lab")
        expectSuccess(
            try copy.run([scaffold.path, "remove-vertical", "Pharmacy"] + packagePath), "remove-vertical Pharmacy")
        let after = try copy.snapshot()
        for (path, text) in original where after[path] != text {
            Issue.record("\(path) differs after remove-vertical")
        }
        #expect(Set(after.keys) == Set(original.keys), "\(Set(after.keys).symmetricDifference(original.keys))")
    }
}
