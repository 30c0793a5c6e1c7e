import APICompatibility
import Foundation
import ScriptSupport
import Testing

/// SwiftPM's API digester has reported "no breaking changes" when there were some, so the check
/// is proven to fail on real breaks: in a copy of the package narrowed to Prelude and
/// HubInterfaces, a baseline is written, then HubInterfaces is broken in three ways (a public
/// struct removed, a public struct made `package`, a protocol requirement's parameter type
/// changed), and the check must fail naming each; declaring the next version a new major in the
/// changelog must make it pass; a changed `package` function, which no user sees, must not fail it. It runs in a shallow clone of the copy too, as CI's may be. It
/// builds the copy seven times (30 s to 40 s on this project's machine), so it runs only with
/// `VERTICALHUB_API_CANARY=1` (`.ci/run` sets it in its own step). The copy and its build live in
/// `VERTICALHUB_API_CANARY_SCRATCH` (by default `.build-api-canary` in this package), kept between
/// runs so that a second run builds HubInterfaces only.
@Suite(
    "the API check's canary: real breaks in HubInterfaces fail it, a declared major passes it",
    .enabled(if: ProcessInfo.processInfo.environment["VERTICALHUB_API_CANARY"] == "1"))
struct CanaryTests {
    static let folder = URL(
        fileURLWithPath: ProcessInfo.processInfo.environment["VERTICALHUB_API_CANARY_SCRATCH"]
            ?? CanaryPackage.packageRoot.appendingPathComponent(".build-api-canary").path)

    /// A clone of the copy's last commit alone (`--depth 1`), at `<folder>/shallow`. A clone left
    /// by an earlier run is brought to that commit instead (`git fetch --depth 1`, `reset --hard`),
    /// which rewrites only the files that differ, so its build finds Prelude built.
    static func shallowClone(of copy: CanaryPackage) throws -> URL {
        let shallow = folder.appendingPathComponent("shallow")
        let source = "file://" + copy.root.path
        var steps = [["git", "clone", "-q", "--depth", "1", source, shallow.path]]
        if FileManager.default.fileExists(atPath: shallow.appendingPathComponent(".git").path) {
            steps = [
                ["git", "-C", shallow.path, "fetch", "-q", "--depth", "1", source, "HEAD"],
                ["git", "-C", shallow.path, "reset", "-q", "--hard", "FETCH_HEAD"],
            ]
        }
        for step in steps {
            let result = try CommandRunner.run(step)
            guard result.status == 0 else {
                throw CommandFailure(
                    command: step.joined(separator: " "), status: result.status, output: result.errorOutput)
            }
        }
        return shallow
    }

    private func describe(_ result: CommandRunner.Result) -> String {
        "exit \(result.status):\n\(result.output.suffix(4000))\n\(result.errorOutput.suffix(4000))"
    }

    @Test(
        "write a baseline; a shallow clone passes; a removal, public to package and a changed signature fail, named; a **BREAKING** entry passes"
    )
    func canary() throws {
        let copy = try CanaryPackage(folder: Self.folder)
        let head = try copy.git(["rev-parse", "HEAD"]).trimmingCharacters(in: .whitespacesAndNewlines)

        let write = try copy.checkAPI([
            "--write-baseline", "--module", "Prelude", "--module", "HubInterfaces", "--quiet",
        ])
        try #require(write.status == 0, "check-api --write-baseline: \(describe(write))")
        // The version is the changelog's latest release; the commit is HEAD's.
        #expect(write.output.contains("Wrote the API baseline of 1.0.0 (commit \(head.prefix(12))"), "\(write.output)")
        let baseline = try APIBaseline.load(from: copy.root.appendingPathComponent("Scripts/api-baseline"))
        #expect(baseline.commit == head && baseline.modules == ["Prelude", "HubInterfaces"])
        let dump = try copy.text("Scripts/api-baseline/HubInterfaces.json")
        #expect(dump.contains("APICanaryBox") && dump.contains("APICanaryContract"))
        // Nothing of the machine that made it: no command line, no path.
        #expect(!dump.contains("tool_arguments") && !dump.contains("\\/"))

        // CI's clone may be shallow (`git clone --depth 1`): the baseline's commit is not in it, and
        // the check needs it not, for SwiftPM compares with the committed dumps under HEAD's hash.
        try copy.commit("the API baseline")
        let shallow = try Self.shallowClone(of: copy)
        let lookup = try CommandRunner.run(["git", "cat-file", "-e", head + "^{commit}"], in: shallow)
        #expect(lookup.status != 0, "the shallow clone has the baseline's commit")
        let inShallow = try copy.checkAPI(
            ["--quiet"], package: shallow, scratch: Self.folder.appendingPathComponent("shallow-build"))
        #expect(inShallow.status == 0, "in a shallow clone: \(describe(inShallow))")
        #expect(inShallow.output.contains("No break: the public API of 1.0.0 is intact."))

        let intact = try copy.checkAPI(["--quiet"])
        #expect(intact.status == 0, "the intact API: \(describe(intact))")
        #expect(intact.output.contains("No break: the public API of 1.0.0 is intact."))

        // A `package` function's parameter type changed: the digester would call it a break.
        let original = try copy.text(CanaryPackage.canaryPath)
        try copy.edit(
            CanaryPackage.canaryPath, replacing: "apiCanaryCount(_ text: String) -> Int {\n    text.count",
            with: "apiCanaryCount(_ text: [Character]) -> Int {\n    text.count")
        let packageOnly = try copy.checkAPI(["--quiet"])
        #expect(packageOnly.status == 0, "a changed package function: \(describe(packageOnly))")
        #expect(packageOnly.output.contains("No break: the public API of 1.0.0 is intact."))

        // A removed struct, and a struct made `package` (which the digester alone does not report).
        let box = try #require(original.range(of: "/// A public struct the canary removes."))
        let record = try #require(original.range(of: "/// A public struct the canary makes `package`."))
        try copy.write(
            Data(
                original.replacingCharacters(in: box.lowerBound..<record.lowerBound, with: "")
                    .replacingOccurrences(of: "public struct APICanaryRecord", with: "package struct APICanaryRecord")
                    .utf8), to: CanaryPackage.canaryPath)
        let removed = try copy.checkAPI(["--quiet"])
        #expect(removed.status == 1, "a removed struct: \(describe(removed))")
        #expect(removed.output.contains("💔 API breakage: struct APICanaryBox has been removed"), "\(removed.output)")
        #expect(
            removed.output.contains("💔 API breakage: struct APICanaryRecord is no longer public"), "\(removed.output)")
        #expect(removed.output.contains("  HubInterfaces: 2 breaks") && removed.output.contains("  Prelude: no break"))
        #expect(
            removed.output.contains(
                "Either restore the API (the lines above name each break), or declare the next version 2.0.0 in "
                    + "CHANGELOG.md"), "\(removed.output)")

        // Restored, then a requirement's parameter type changed.
        try copy.write(
            Data(
                original.replacingOccurrences(
                    of: "func answer(_ question: String) -> Int", with: "func answer(_ question: Int) -> Int"
                ).utf8), to: CanaryPackage.canaryPath)
        let changed = try copy.checkAPI(["--quiet"])
        #expect(changed.status == 1, "a changed signature: \(describe(changed))")
        #expect(changed.output.contains("APICanaryContract.answer(_:)"), "\(changed.output)")
        #expect(changed.output.contains("  HubInterfaces: 1 break\n"), "\(changed.output)")

        // The same break, declared: the next version is a new major.
        try copy.edit(
            "CHANGELOG.md", replacing: "### Added\n- The canary's declarations.\n",
            with: "### Added\n- The canary's declarations.\n\n### Changed\n"
                + "- **BREAKING** `APICanaryContract.answer(_:)` takes an `Int`.\n")
        let declared = try copy.checkAPI(["--quiet", "--format", "json"])
        #expect(declared.status == 0, "a declared major: \(describe(declared))")
        let report = try JSONDecoder().decode(APIReport.self, from: Data(declared.output.utf8))
        #expect(report.verdict == .breakingDeclared)
        #expect(report.nextVersion?.version == SemanticVersion(2, 0, 0))
        #expect(report.modules.first { $0.name == "HubInterfaces" }?.breaks.count == 1)

        // The next run starts from the canary as written.
        try copy.write(Data(original.utf8), to: CanaryPackage.canaryPath)
    }
}
