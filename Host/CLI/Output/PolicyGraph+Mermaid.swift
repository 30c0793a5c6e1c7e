import Prelude

extension PolicyGraph {
    /// The graph as a Mermaid `flowchart`: requests as solid arrows, events as dashed ones.
    ///
    /// ```text
    /// flowchart LR
    ///     Maps["Maps"]
    ///     Shell["Shell"]
    ///     Shell -->|"command maps.select<br/>query maps.nearby"| Maps
    ///     Maps -.->|"event maps.outcomes"| Shell
    /// ```
    func mermaid() -> String {
        var lines = ["flowchart LR"]
        for plugin in plugins {
            lines.append("    \(Self.identifier(plugin))[\"\(Mermaid.label(plugin))\"]")
        }
        for edge in edges {
            let arrow = edge.isEvents ? "-.->" : "-->"
            let label = edge.labels.map(Mermaid.label).joined(separator: "<br/>")
            lines.append("    \(Self.identifier(edge.from)) \(arrow)|\"\(label)\"| \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node id Mermaid accepts: letters, digits and underscores.
    private static func identifier(_ name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return "p_" + safe
    }
}
