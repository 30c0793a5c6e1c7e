import BuildTiming
import Foundation
import ScriptSupport
import Testing

/// Runs the built executable on a tiny layout package: builds, tables, files, blast radius.
@Suite(
    "time-builds executable",
    .serialized,
    .enabled(if: FileManager.default.isExecutableFile(atPath: Fixture.binary.path), "Build TimeBuilds first.")
)
struct TimeBuildsCLITests {
    @Test("--quick measures the layout, writes the three files and finds siblings never rebuilt")
    func quickRun() throws {
        let package = try Fixture.materialize("Layout")
        let output = package.appendingPathComponent("out")
        defer { FixtureCopy.remove(package) }
        let run = try Fixture.runTool([
            "--package-path", package.path, "--quick", "--output", output.path, "--max-foreign-load", "64",
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.errors)")
        // Not a terminal: every status is a plain line, with n of m and the time so far.
        #expect(run.errors.contains("time-builds: [1/9] repetition 1, clean build: whole, -j 1; 0 s so far\n"))
        #expect(run.errors.contains("] blast radius: baseline build of the whole; "))
        #expect(!run.errors.contains("\u{1B}[K"))
        #expect(run.errors.contains("results in \(output.path)"))
        for file in ["results.md", "results.json", "gantt.svg"] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path))
        }
        struct Document: Decodable {
            struct Report: Decodable {
                var verticals: [String]
                var whole: [String]
                var blastRadius: [BlastRadius]
            }
            var report: Report
            var moduleCPU: [String: Double]
            var criticalPath: CriticalPath
            var projectedSeconds: [String: Double]
        }
        let document = try JSONDecoder().decode(Document.self, from: Data(run.output.utf8))
        #expect(document.report.verticals == ["Alpha", "Beta"])
        #expect(document.report.whole == ["Host"])
        #expect(
            Set(document.moduleCPU.keys).isSuperset(of: ["Prelude", "VerticalInterfaces", "Alpha", "Beta", "Host"]))
        #expect(document.criticalPath.modules.first == "Prelude")
        #expect(document.criticalPath.modules.last == "Host")
        #expect((document.projectedSeconds["1"] ?? 0) >= (document.projectedSeconds["16"] ?? 0))
        #expect(document.report.blastRadius.map(\.change) == ["function body", "public declaration"])
        for blast in document.report.blastRadius {
            #expect(blast.rebuiltByDatabase.contains("Alpha"))
            #expect(!blast.rebuiltByDatabase.contains("Beta"))
            #expect(!blast.rebuiltByDiagnostics.contains("Beta"))
            #expect(blast.unexpected.isEmpty)
        }
        let svg = try String(contentsOf: output.appendingPathComponent("gantt.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("#d62728"))
        #expect(svg.contains("red: the chain that set the wall time, from measured start and end times (Prelude"))
        let markdown = try String(contentsOf: output.appendingPathComponent("results.md"), encoding: .utf8)
        #expect(markdown.contains("- `Alpha` builds alone in "))
        #expect(markdown.contains("- The layout allows a compile speed-up of "))
        #expect(markdown.contains(" cores.\n"))
        // The package itself is never edited or built in place.
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
        let alpha = try String(
            contentsOf: package.appendingPathComponent("Verticals/Alpha/Alpha.swift"), encoding: .utf8)
        #expect(!alpha.contains("TimeBuildsProbe"))
    }

    @Test("an unknown --blast-vertical or --whole-target fails before the first build")
    func unknownTargets() throws {
        let package = try Fixture.materialize("Layout")
        defer { FixtureCopy.remove(package) }
        for (option, name) in [("--blast-vertical", "Nope"), ("--whole-target", "Nope")] {
            let run = try Fixture.runTool(["--package-path", package.path, "--quick", option, name])
            #expect(run.status == 2)
            #expect(run.errors.contains("\(option) names 'Nope', which is not one of: "))
            #expect(!run.errors.contains("clean build"))
        }
    }

    @Test(
        "--verticals and --host patterns that name no target fail before the first build; a rules file's layers are read"
    )
    func unknownVerticals() throws {
        let package = try Fixture.materialize("Layout")
        defer { FixtureCopy.remove(package) }
        let run = try Fixture.runTool(["--package-path", package.path, "--quick", "--verticals", "*Feature"])
        #expect(run.status == 2)
        #expect(run.errors.contains("The verticals name glob '*Feature' matches no target of the package"))
        #expect(!run.errors.contains("clean build"))
        let host = try Fixture.runTool(["--package-path", package.path, "--quick", "--host", "HostCLl"])
        #expect(host.status == 2)
        #expect(host.errors.contains("The hosts name glob 'HostCLl' matches no target of the package"))
        #expect(host.errors.contains("The nearest target names: Host"))
        #expect(!host.errors.contains("clean build"))
        let rules = package.appendingPathComponent("rules.json")
        try Data(#"{"layers": {"verticals": {"folders": ["Features"]}}}"#.utf8).write(to: rules)
        let fromFile = try Fixture.runTool(["--package-path", package.path, "--quick", "--config", rules.path])
        #expect(fromFile.status == 2)
        #expect(fromFile.errors.contains("The verticals folder 'Features' matches no target of the package"))
        try Data(#"{"layers": {"vertical": {}}}"#.utf8).write(to: rules)
        let typo = try Fixture.runTool(["--package-path", package.path, "--quick", "--config", rules.path])
        #expect(typo.status == 2)
        #expect(typo.errors.contains("unknown key 'vertical' in layers. Did you mean 'verticals'?"))
    }

    @Test("SIGTERM stops the running build and deletes the private copy")
    func signalCleanup() throws {
        let package = try Fixture.materialize("Layout")
        defer { FixtureCopy.remove(package) }
        let log = package.appendingPathComponent("stderr.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = Fixture.binary
        process.arguments = [
            "--package-path", package.path, "--quick", "--output", package.appendingPathComponent("o").path,
        ]
        process.standardError = handle
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Wait (generously: a loaded CI box) until the first clean build has started.
        let deadline = ContinuousClock.now + .seconds(600)
        var text = ""
        while ContinuousClock.now < deadline, process.isRunning, !text.contains("clean build: whole") {
            Thread.sleep(forTimeInterval: 0.2)
            text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        }
        let copy = try #require(
            text.firstMatch(of: /Copied the package to (\S+)\/package;/).map { String($0.1) },
            "no copy announced: \(text)")
        // And until the build's compiler is running: `swift build` does not always stop its
        // compiler jobs on SIGTERM, so these are what would be left behind.
        while ContinuousClock.now < deadline, process.isRunning,
            try processes(mentioning: copy).allSatisfy({ !$0.contains("swift-frontend") && !$0.contains("swiftc") })
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        process.waitUntilExit()
        try handle.close()
        #expect(process.terminationStatus == 128 + SIGTERM)
        #expect(!FileManager.default.fileExists(atPath: copy))
        // No process is left building the copy.
        #expect(try processes(mentioning: copy).isEmpty)
    }

    /// The command lines of the running processes that mention `text`.
    private func processes(mentioning text: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { entry in
            guard Int(entry) != nil, let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
            else { return nil }
            let line = String(decoding: command, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    @Test("rejects zero repetitions with an instruction")
    func validation() throws {
        let run = try Fixture.runTool(["--repetitions", "0"])
        #expect(run.status == 64)
        #expect(run.errors.contains("Pass --repetitions 1 or more."))
    }
}
