import Prelude

extension ModuleGraph {
    /// A Mermaid flowchart, bottom up: one subgraph per layer, declared edges as arrows, a
    /// violation as a thick red arrow with its label (dotted when the manifest does not
    /// declare it), a module with its own violations in red.
    public var mermaid: String {
        var lines = ["flowchart BT"]
        for (index, group) in layers.enumerated() {
            lines.append("    subgraph layer\(index)[\"\(group.layer.rawValue)\"]")
            for node in group.nodes {
                lines.append("        \(Self.identifier(node.name))[\"\(Mermaid.label(node.name))\"]")
            }
            lines.append("    end")
        }
        var redLinks: [Int] = []
        for (index, edge) in edges.enumerated() {
            let from = Self.identifier(edge.from)
            let to = Self.identifier(edge.to)
            if edge.violations.isEmpty {
                lines.append("    \(from) --> \(to)")
            } else {
                redLinks.append(index)
                let arrow = edge.declared ? "==>" : "-.->"
                lines.append("    \(from) \(arrow)|\"\(Mermaid.label(Self.label(edge)))\"| \(to)")
            }
        }
        let redNodes = nodes.filter { !$0.violations.isEmpty }
        if !redLinks.isEmpty {
            let list = redLinks.map(String.init).joined(separator: ",")
            lines.append("    linkStyle \(list) stroke:#d00,stroke-width:3px,color:#d00")
        }
        if !redNodes.isEmpty {
            lines.append("    classDef violation stroke:#d00,stroke-width:3px,color:#d00")
            lines.append("    class \(redNodes.map { Self.identifier($0.name) }.joined(separator: ",")) violation")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
