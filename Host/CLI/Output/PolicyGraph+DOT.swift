extension PolicyGraph {
    /// The graph in Graphviz's DOT language (`dot -Tsvg` draws it): requests as solid
    /// arrows, events as dashed ones, one label line per message.
    ///
    /// ```text
    /// digraph policies {
    ///     rankdir=LR;
    ///     node [shape=box];
    ///     "Shell" -> "Maps" [label="command maps.select\nquery maps.nearby"];
    ///     "Maps" -> "Shell" [label="event maps.outcomes", style=dashed];
    /// }
    /// ```
    func dot() -> String {
        var lines = ["digraph policies {", "    rankdir=LR;", "    node [shape=box];"]
        for plugin in plugins {
            lines.append("    \(Self.quoted(plugin));")
        }
        for edge in edges {
            let label = edge.labels.map(Self.escaped).joined(separator: "\\n")
            let style = edge.isEvents ? ", style=dashed" : ""
            lines.append("    \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [label=\"\(label)\"\(style)];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A DOT string literal.
    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// Text inside a DOT string: backslashes and quotes escaped, line breaks as spaces.
    private static func escaped(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": escaped.append(contentsOf: "\\\"".unicodeScalars)
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": escaped.append(" ")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
