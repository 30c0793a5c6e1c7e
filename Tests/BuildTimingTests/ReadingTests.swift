import BuildTiming
import Foundation
import Testing

@Suite("Reading SwiftPM's and the compiler's output")
struct ReadingTests {
    @Test("reads the target graph from swift package describe, products as external modules")
    func describe() throws {
        let json = """
            Fetching...
            {"name": "P", "targets": [
              {"name": "Maps", "type": "library", "path": "Verticals/Maps", "target_dependencies": ["Prelude"]},
              {"name": "Prelude", "type": "library", "path": "Prelude"},
              {"name": "Host", "type": "executable", "path": "Host",
               "target_dependencies": ["Maps"], "product_dependencies": ["ArgumentParser"]}
            ]}
            """
        let graph = try TargetGraph(describeJSON: Data(json.utf8))
        #expect(graph.nodes.map(\.name) == ["ArgumentParser", "Host", "Maps", "Prelude"])
        #expect(graph.node("Host")?.dependencies == ["Maps", "ArgumentParser"])
        #expect(graph.node("ArgumentParser")?.kind == "external")
        #expect(graph.verticals() == ["Maps"])
    }

    @Test("an unreadable description is an error that says what to check")
    func badDescribe() {
        #expect(throws: TimingError.self) { try TargetGraph(describeJSON: Data("not json".utf8)) }
    }

    @Test("sums compiler stats per module from one file per frontend job")
    func stats() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let jobs = [
            ("Maps-Map.swift-x86_64_unknown_linux_gnu-o-Onone", 1.5, 1.0, 0.25),
            ("Maps-all-x86_64_unknown_linux_gnu-swiftmodule-Onone", 0.5, 0.5, 0.0),
            ("Prelude-JSON.swift-x86_64_unknown_linux_gnu-o-Onone", 2.0, 1.75, 0.25),
        ]
        for (index, job) in jobs.enumerated() {
            let key = "time.swift-frontend.\(job.0)"
            let object: [String: Any] = [
                "\(key).wall": job.1, "\(key).user": job.2, "\(key).sys": job.3, "time.swift.Parsing.wall": 9.0,
                "AST.NumSourceLines": 10,
            ]
            try JSONSerialization.data(withJSONObject: object).write(
                to: folder.appendingPathComponent("stats-\(index).json"))
        }
        let stats = CompilerStats(directory: folder)
        #expect(stats.modules["Maps"]?.jobs == 2)
        #expect(stats.modules["Maps"]?.cpu == 1.75)
        #expect(stats.modules["Maps"]?.wall == 2.0)
        #expect(stats.modules["Prelude"]?.cpu == 2.0)
        #expect(stats.totalCPU == 3.75)
    }

    @Test("a blast radius names what rebuilt outside the expected modules")
    func blastRadius() {
        let blast = BlastRadius(
            change: "function body", vertical: "Maps", file: "Verticals/Maps/Map.swift",
            rebuiltByDatabase: ["Host", "Info", "Maps"], rebuiltByDiagnostics: ["Maps"], expected: ["Host", "Maps"],
            seconds: 1)
        #expect(blast.unexpected == ["Info"])
    }

    @Test("a source change is undone byte for byte")
    func sourceChange() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("change-\(UUID().uuidString).swift")
        let original = Data("let x = 1\r\n// no final newline".utf8)
        try original.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        for kind in SourceChange.Kind.allCases {
            let change = try SourceChange.apply(kind, to: file)
            #expect(try Data(contentsOf: file) != original)
            try change.restore()
            #expect(try Data(contentsOf: file) == original)
        }
    }
}
