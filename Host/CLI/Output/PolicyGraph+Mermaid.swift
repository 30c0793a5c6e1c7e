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
            lines.append("    \(Self.identifier(plugin))[\"\(Self.text(plugin))\"]")
        }
        for edge in edges {
            let arrow = edge.isEvents ? "-.->" : "-->"
            let label = edge.labels.map(Self.text).joined(separator: "<br/>")
            lines.append("    \(Self.identifier(edge.from)) \(arrow)|\"\(label)\"| \(Self.identifier(edge.to))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A node id Mermaid accepts: letters, digits and underscores.
    private static func identifier(_ name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return "p_" + safe
    }

    /// Text inside a quoted Mermaid label: quotes and the characters Mermaid reads as
    /// markup as entity codes, line breaks as spaces.
    private static func text(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped.append(contentsOf: "#quot;".unicodeScalars)
            case "#": escaped.append(contentsOf: "#35;".unicodeScalars)
            case "<": escaped.append(contentsOf: "#lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "#gt;".unicodeScalars)
            case "|": escaped.append(contentsOf: "#124;".unicodeScalars)
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": escaped.append(" ")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
