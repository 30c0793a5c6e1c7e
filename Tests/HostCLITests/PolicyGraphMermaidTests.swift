import HubInterfaces
import MermaidParsing
import Testing

@testable import HostCLI

@Suite("host policy graph in Mermaid, against hostile names")
struct PolicyGraphMermaidTests {
    @Test(
        "a plugin and a message named with every syntax character and line breaks parse and show as themselves",
        .enabled(if: MermaidParser.isAvailable, "set MERMAID_PARSER_BUNDLE (see MermaidParser)"))
    func hostileLabel() throws {
        let label = MermaidParser.hostileLabel
        let sender = Policy(name: label, send: .init(commands: [Message(label)]))
        let receiver = Policy(name: "B", receive: .init(commands: [Message(label)]))
        let graph = PolicyGraph(PolicySet(policies: [sender, receiver], contracts: []), includingShell: true)
        let diagram = graph.mermaid()
        let parsed = try #require(try MermaidParser.parse([diagram]).first)
        #expect(parsed.error == nil, "\(parsed.error ?? "")\n\(diagram)")
        let shown = MermaidParser.hostileLabelShown
        #expect(parsed.labels.contains(shown), "\(parsed.labels)")
        #expect(parsed.labels.contains("command \(shown)"), "\(parsed.labels)")
    }
}
