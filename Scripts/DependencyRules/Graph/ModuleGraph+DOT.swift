import Foundation

extension ModuleGraph {
    /// Graphviz DOT, bottom up: one cluster per layer, declared edges in grey, a violation in
    /// thick red with its label (dashed when the manifest does not declare it), a module with
    /// its own violations outlined in red.
    public var dot: String {
        var lines = [
            "digraph modules {",
            "    rankdir=BT;",
            "    node [shape=box, style=rounded, fontname=\"Helvetica\"];",
            "    edge [color=\"#888888\"];",
        ]
        for (index, group) in layers.enumerated() {
            lines.append("    subgraph cluster_\(index) {")
            lines.append("        label=\(Self.dotString(group.layer.rawValue));")
            for node in group.nodes {
                var attributes = ["label=\(Self.dotString(node.name))"]
                if !node.violations.isEmpty {
                    attributes += [
                        "color=red", "fontcolor=red", "penwidth=2",
                        "xlabel=\(Self.dotString(node.violations.joined(separator: "; ")))",
                    ]
                }
                lines.append("        \(Self.identifier(node.name)) [\(attributes.joined(separator: ", "))];")
            }
            lines.append("    }")
        }
        for edge in edges {
            var line = "    \(Self.identifier(edge.from)) -> \(Self.identifier(edge.to))"
            if !edge.violations.isEmpty {
                let style = edge.declared ? "solid" : "dashed"
                line +=
                    " [color=red, fontcolor=red, penwidth=2, style=\(style), label=\(Self.dotString(Self.label(edge)))]"
            }
            lines.append(line + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A quoted DOT string.
    static func dotString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
