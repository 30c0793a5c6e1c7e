import DependencyRules
import Foundation
import MermaidParsing
import ScriptSupport
import Testing

/// `--graph mermaid|dot|json` on a package with manifest violations, and the README check.
@Suite("check-dependencies module graph", .enabled(if: CheckTool.isBuilt, "Build the CheckDependencies product first."))
struct ModuleGraphTests {
    private func graph(_ format: String, fixture: String = "Manifest") throws -> CheckTool.Run {
        let package = try Fixture.materialize(fixture)
        defer { Fixture.remove(package) }
        return try CheckTool.run(["--package-path", package.path, "--skip-interface", "--graph", format])
    }

    @Test("json: nodes in layers, declared edges, and each violation on its edge")
    func json() throws {
        let run = try graph("json")
        #expect(run.status == 0)
        let decoded = try JSONDecoder().decode(ModuleGraph.self, from: Data(run.output.utf8))
        #expect(decoded.nodes.map(\.layer.rawValue).first == "Prelude")
        #expect(decoded.nodes.first { $0.name == "ArgumentParser" }?.layer == .external)
        #expect(decoded.nodes.first { $0.name == "HostTests" }?.layer == .tests)
        #expect(decoded.nodes.first { $0.name == "Host" }?.layer == .host)
        let red = decoded.edges.filter { !$0.violations.isEmpty }.map { "\($0.from)->\($0.to)" }
        #expect(
            red == [
                "Prelude->VerticalInterfaces", "VerticalInterfaces->Alpha", "Alpha->Beta", "Beta->Host",
                "Gamma->ArgumentParser", "AlphaTests->Beta",
            ])
        #expect(decoded.edges.contains { $0.from == "Host" && $0.to == "Gamma" && $0.violations.isEmpty })
    }

    @Test("mermaid: layers as subgraphs, violations as thick red labelled links")
    func mermaid() throws {
        let run = try graph("mermaid")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart BT")
        #expect(lines.contains("    subgraph layer0[\"Prelude\"]"))
        #expect(lines.contains("    m_Alpha ==>|\"manifest, forbidden\"| m_Beta"))
        #expect(lines.contains("    m_Host --> m_Gamma"))
        #expect(
            lines.contains {
                $0.hasPrefix("    linkStyle ") && $0.hasSuffix(" stroke:#d00,stroke-width:3px,color:#d00")
            })
    }

    @Test(
        "mermaid: a module and a violation named with every syntax character and line breaks show as themselves",
        .enabled(if: MermaidParser.isAvailable, "set MERMAID_PARSER_BUNDLE (see MermaidParser)"))
    func hostileLabel() throws {
        let label = MermaidParser.hostileLabel
        let object: [String: Any] = [
            "nodes": [
                ["name": label, "layer": "Verticals", "violations": [String]()],
                ["name": "B", "layer": "Verticals", "violations": [String]()],
            ],
            "edges": [["from": label, "to": "B", "declared": true, "violations": [label]]],
        ]
        let graph = try JSONDecoder().decode(ModuleGraph.self, from: JSONSerialization.data(withJSONObject: object))
        let parsed = try #require(try MermaidParser.parse([graph.mermaid]).first)
        #expect(parsed.error == nil, "\(parsed.error ?? "")\n\(graph.mermaid)")
        #expect(parsed.labels.filter { $0 == MermaidParser.hostileLabelShown }.count == 2, "\(parsed.labels)")
    }

    @Test("mermaid: an import the manifest does not declare is a dotted red link")
    func undeclaredImportEdge() throws {
        let run = try graph("mermaid", fixture: "Imports")
        #expect(run.output.contains("    m_Tool -.->|\"imports, undeclared\"| m_Beta\n"))
    }

    @Test(
        "dot: Graphviz renders it to SVG with the violations in red",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"), "Install graphviz."))
    func dot() throws {
        let run = try graph("dot")
        #expect(run.output.contains("m_Alpha -> m_Beta [color=red, fontcolor=red, penwidth=2, style=solid, "))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("graph-\(UUID().uuidString).dot")
        try Data(run.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let svg = try CommandRunner.run(["dot", "-Tsvg", file.path])
        #expect(svg.status == 0, "\(svg.errorOutput)")
        #expect(svg.output.contains("<svg"))
        #expect(svg.output.contains("manifest, forbidden"))
    }

    @Test("--verify-readme fails on a stale copy, --update-readme rewrites it, then it passes")
    func readme() throws {
        let package = try Fixture.materialize("Manifest")
        defer { Fixture.remove(package) }
        let readme = package.appendingPathComponent("README.md")
        try Data("# Fixture\n\n<!-- module-graph:begin -->\nold\n<!-- module-graph:end -->\n\nAfter.\n".utf8)
            .write(to: readme)
        let arguments = ["--package-path", package.path, "--skip-interface", "--graph", "mermaid"]
        let stale = try CheckTool.run(arguments + ["--verify-readme", readme.path])
        #expect(stale.status == 1)
        #expect(stale.errorOutput.contains("is stale"))
        let update = try CheckTool.run(arguments + ["--verify-readme", readme.path, "--update-readme"])
        #expect(update.status == 0)
        let text = try String(contentsOf: readme, encoding: .utf8)
        #expect(text.hasPrefix("# Fixture\n\n<!-- module-graph:begin -->\n```mermaid\nflowchart BT\n"))
        #expect(text.hasSuffix("```\n<!-- module-graph:end -->\n\nAfter.\n"))
        let fresh = try CheckTool.run(arguments + ["--verify-readme", readme.path])
        #expect(fresh.status == 0, "\(fresh.errorOutput)")
    }
}
