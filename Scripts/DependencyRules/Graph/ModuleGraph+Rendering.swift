import Foundation

extension ModuleGraph {
    /// The graph in `format`, ending with a newline.
    public func rendered(as format: Format) throws -> String {
        switch format {
        case .mermaid: return mermaid
        case .dot: return dot
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        }
    }

    /// The nodes of each layer that has any, in ``Layer`` order.
    var layers: [(layer: Layer, nodes: [Node])] {
        Layer.allCases.compactMap { layer in
            let members = nodes.filter { $0.layer == layer }
            return members.isEmpty ? nil : (layer, members)
        }
    }

    /// A name as an identifier Mermaid and DOT accept unquoted: letters, digits and `_`.
    static func identifier(_ name: String) -> String {
        "m_" + String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "_" })
    }

    /// An edge's violations as one label.
    static func label(_ edge: Edge) -> String {
        edge.violations.joined(separator: "; ")
    }
}
