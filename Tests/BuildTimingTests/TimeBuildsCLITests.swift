import BuildTiming
import Foundation
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
        defer { try? FileManager.default.removeItem(at: package) }
        let run = try Fixture.runTool([
            "--package-path", package.path, "--quick", "--output", output.path, "--max-foreign-load", "64",
            "--format", "json",
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("clean build: whole, -j 1"))
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
        // The package itself is never edited or built in place.
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent(".build").path))
        let alpha = try String(
            contentsOf: package.appendingPathComponent("Verticals/Alpha/Alpha.swift"), encoding: .utf8)
        #expect(!alpha.contains("TimeBuildsProbe"))
    }

    @Test("rejects zero repetitions with an instruction")
    func validation() throws {
        let run = try Fixture.runTool(["--repetitions", "0"])
        #expect(run.status == 64)
        #expect(run.errors.contains("Pass --repetitions 1 or more."))
    }
}
