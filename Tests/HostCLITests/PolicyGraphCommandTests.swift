import Foundation
import Prelude
import Testing

@Suite("host policy graph")
struct PolicyGraphCommandTests {
    @Test("Mermaid: a flowchart with every plugin, requests solid and events dashed")
    func mermaid() throws {
        let run = try HostBinary.run("policy", "graph")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("flowchart LR\n"))
        for plugin in ["Maps", "ClinicalRecords", "Info", "Shell"] {
            #expect(run.output.contains("p_\(plugin)[\"\(plugin)\"]"))
        }
        let recordsToMaps =
            #"p_ClinicalRecords -->|"query maps.place<br/>query maps.nearby<br/>viewQuery maps.view"| p_Maps"#
        #expect(run.output.contains(recordsToMaps))
        #expect(run.output.contains("p_ClinicalRecords -.->|\"event records.changed (at launch)\"| p_Info"))
    }

    @Test("--no-shell leaves out the shell's traffic")
    func withoutShell() throws {
        let run = try HostBinary.run("policy", "graph", "--no-shell")
        #expect(run.status == 0)
        #expect(!run.output.contains("Shell"))
        #expect(run.output.contains("p_ClinicalRecords -->"))
    }

    @Test("DOT: a digraph that Graphviz renders as SVG", .enabled(if: Graphviz.dot != nil, "needs Graphviz's dot"))
    func dot() throws {
        let run = try HostBinary.run("policy", "graph", "--syntax", "dot")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("digraph policies {\n"))
        #expect(run.output.contains(#""Shell" -> "Info" ["#))
        let svg = try Graphviz.render(run.output)
        #expect(svg.status == 0)
        #expect(svg.output.contains("<svg"))
        #expect(svg.output.contains("ClinicalRecords"))
    }

    @Test("--format json gives the edges as data with the diagram")
    func json() throws {
        let run = try HostBinary.run("policy", "graph", "--syntax", "dot", "--format", "json")
        #expect(run.status == 0)
        let graph = try run.json()
        #expect(graph["plugins"] == ["Maps", "ClinicalRecords", "Info", "Shell"])
        let edges = graph["edges"]?.arrayValue ?? []
        #expect(edges.contains { $0["from"] == "ClinicalRecords" && $0["to"] == "Info" && $0["traffic"] == "events" })
        #expect(graph["dot"]?.stringValue?.hasPrefix("digraph") == true)
    }
}

/// Graphviz, to check that DOT output renders.
enum Graphviz {
    /// Graphviz's `dot` on the PATH, if installed.
    static let dot: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs `dot -Tsvg` on `source`.
    static func render(_ source: String) throws -> (status: Int32, output: String) {
        guard let dot else { return (-1, "") }
        let process = Process()
        process.executableURL = dot
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Write from another thread, so a large answer filling the output pipe cannot block.
        Thread {
            input.fileHandleForWriting.write(Data(source.utf8))
            try? input.fileHandleForWriting.close()
        }.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
