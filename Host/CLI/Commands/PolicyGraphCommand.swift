import ArgumentParser
import Prelude

/// `host policy graph`: who may talk to whom, as a Mermaid flowchart or Graphviz DOT.
struct PolicyGraphCommand: AsyncParsableCommand {
    /// The diagram language.
    enum Syntax: String, ExpressibleByArgument, CaseIterable {
        /// A Mermaid `flowchart` (GitHub renders it in Markdown).
        case mermaid
        /// Graphviz DOT (`host policy graph --syntax dot | dot -Tsvg > graph.svg`).
        case dot
    }

    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the plugins and the messages their policies allow between them.",
        discussion: """
            Requests (commands, queries, view queries) are solid arrows from sender to receiver; \
            events are dashed arrows from publisher to subscriber. Render DOT with \
            `host policy graph --syntax dot | dot -Tsvg > policies.svg`.
            """
    )

    @Option(help: "The diagram language: mermaid (a flowchart for Markdown) or dot (for Graphviz).")
    var syntax: Syntax = .mermaid

    @Flag(
        inversion: .prefixedNo,
        help: "Whether to draw the host's shell plugin, which sends to and subscribes to every vertical.")
    var shell = true

    @OptionGroup var output: FormatOption

    func run() async throws {
        let graph = PolicyGraph(try PolicySet.shipped(), includingShell: shell)
        let diagram = syntax == .mermaid ? graph.mermaid() : graph.dot()
        switch output.format {
        case .text:
            Console.write(diagram)
        case .json:
            var members = graph.members
            members[syntax.rawValue] = .string(diagram)
            try Console.json(.object(JSON.Object(members)))
        }
    }
}
