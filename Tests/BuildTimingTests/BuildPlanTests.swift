import BuildTiming
import Foundation
import Testing

@Suite("Build plan edges and the Markdown report")
struct BuildPlanTests {
    private let plan = """
        commands:
          "C.ArgumentParser-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/s/checkouts/a/Sources/A.swift","/s/x86_64-unknown-linux-gnu/debug/Modules/ArgumentParserToolInfo.swiftmodule"]
            outputs: ["/s/x86_64-unknown-linux-gnu/debug/ArgumentParser.build/A.swift.o"]
          "C.ArgumentParserToolInfo-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/s/checkouts/a/Sources/T.swift"]
          "C.ArgumentParser-x86_64-unknown-linux-gnu-debug-tool.module":
            tool: shell
            inputs: ["/s/x86_64-unknown-linux-gnu/debug/Modules-tool/Other.swiftmodule"]
          "C.Host-x86_64-unknown-linux-gnu-debug.module":
            tool: shell
            inputs: ["/s/x86_64-unknown-linux-gnu/debug/Modules/ArgumentParser.swiftmodule","/s/x86_64-unknown-linux-gnu/debug/Modules/Maps.swiftmodule"]
        """

    @Test("reads which modules each compile command reads, ignoring host-tool builds")
    func edges() {
        let edges = BuildPlan.moduleEdges(planText: plan)
        #expect(edges["ArgumentParser"] == ["ArgumentParserToolInfo"])
        #expect(edges["ArgumentParserToolInfo"] == [])
        #expect(edges["Host"] == ["ArgumentParser", "Maps"])
        #expect(edges["Other"] == nil)
    }

    @Test("adds edges to external modules only; the package's own edges stay SwiftPM's")
    func merge() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString).yaml")
        try Data(plan.utf8).write(to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = TargetGraph(nodes: [
            .init(name: "Host", kind: "executable", path: "Host", dependencies: ["Maps", "ArgumentParser"]),
            .init(name: "Maps", kind: "library", path: "Verticals/Maps", dependencies: []),
            .init(name: "ArgumentParser", kind: "external", path: "", dependencies: []),
        ]).addingExternalEdges(fromPlan: folder)
        #expect(graph.node("ArgumentParser")?.dependencies == ["ArgumentParserToolInfo"])
        #expect(graph.node("ArgumentParserToolInfo")?.kind == "external")
        #expect(graph.node("Host")?.dependencies == ["Maps", "ArgumentParser"])
    }

    @Test("the Markdown report gives wall and CPU ratios within each repetition, load and blast radius")
    func markdown() {
        let graph = TargetGraph(nodes: [
            .init(name: "Prelude", kind: "library", path: "Prelude", dependencies: []),
            .init(name: "Maps", kind: "library", path: "Verticals/Maps", dependencies: ["Prelude"]),
            .init(name: "Host", kind: "executable", path: "Host", dependencies: ["Maps"]),
        ])
        func build(
            _ kind: BuildMeasurement.Kind, _ repetition: Int, _ seconds: Double, _ cpu: Double
        ) -> BuildMeasurement {
            let stats =
                kind == .wholeParallel
                ? CompilerStats(modules: [
                    "Prelude": .init(wall: 2, user: 2, sys: 0, jobs: 1),
                    "Maps": .init(wall: 1, user: 1, sys: 0, jobs: 1),
                    "Host": .init(wall: 1, user: 1, sys: 0, jobs: 1),
                ]) : nil
            return BuildMeasurement(
                kind: kind, repetition: repetition, seconds: seconds, cpu: cpu, foreignCores: 0.1, reruns: 0,
                stats: stats, timeline: ["Prelude": [0, 2], "Maps": [2, 3], "Host": [3, 4]])
        }
        let report = TimingReport(
            graph: graph, verticals: ["Maps"], whole: ["Host"], jobs: 2, repetitions: 2,
            builds: [
                build(.wholeSerial, 1, 10, 9), build(.wholeParallel, 1, 5, 9), build(.vertical("Maps"), 1, 2.5, 4),
                build(.wholeSerial, 2, 12, 9), build(.wholeParallel, 2, 8, 9), build(.vertical("Maps"), 2, 2, 4),
            ],
            blastRadius: [
                BlastRadius(
                    change: "function body", vertical: "Maps", file: "Verticals/Maps/M.swift",
                    rebuiltByDatabase: ["Host", "Maps"], rebuiltByDiagnostics: ["Maps"], expected: ["Host", "Maps"],
                    seconds: 1.5)
            ])
        let markdown = report.markdown
        // -j 1 / -j 2 within repetitions: 2.0 and 1.5, median 1.75.
        #expect(
            markdown.contains(
                "| whole, `-j 2` | 6.5 s (5.0–8.0) | 9.0 s (9.0–9.0) | 1.75x (1.50–2.00) (`-j 1` ÷ `-j 2`)"))
        // whole / alone within repetitions: 2.0 and 4.0.
        #expect(
            markdown.contains(
                "| `Maps` alone, `-j 2` | 2.3 s (2.0–2.5) | 4.0 s (4.0–4.0) | 3.00x (2.00–4.00) (whole ÷ alone) | 2.25x"
            ))
        #expect(markdown.contains("Critical path: 4.0 s through `Prelude` → `Maps` → `Host`"))
        #expect(markdown.contains("own modules alone: 4.0 s CPU, critical path 4.0 s"))
        #expect(markdown.contains("| function body in `Verticals/Maps/M.swift` | Host, Maps | Maps | none | 1.5 |"))
        #expect(report.ganttSVG.contains("<title>Prelude: 2.00 s</title>"))
    }
}
