public import Foundation

/// Module edges read from SwiftPM's build plan (`<scratch>/debug.yaml`): each module's
/// compile command lists the `.swiftmodule` files it reads. `swift package describe` gives
/// no edges inside external packages; the plan does.
public enum BuildPlan {
    /// Each module's inputs that are other modules, from the plan's text.
    public static func moduleEdges(planText: String) -> [String: [String]] {
        var edges: [String: [String]] = [:]
        var current: String?
        for line in planText.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("\"C.") && trimmed.hasSuffix("-debug.module\":") {
                let key = trimmed.dropFirst(3)
                current = String(key.prefix { $0 != "-" })
            } else if trimmed.hasPrefix("\"") {
                current = nil
            } else if let module = current, trimmed.hasPrefix("inputs:") {
                var inputs: [String] = []
                for piece in trimmed.split(separator: "\"") where piece.hasSuffix(".swiftmodule") {
                    guard let slash = piece.lastIndex(of: "/"), piece[..<slash].hasSuffix("/Modules") else { continue }
                    let name = String(piece[piece.index(after: slash)...].dropLast(".swiftmodule".count))
                    if name != module && !inputs.contains(name) { inputs.append(name) }
                }
                edges[module] = inputs
                current = nil
            }
        }
        return edges
    }
}

extension TargetGraph {
    /// The graph with external modules' edges (and external modules SwiftPM's JSON does not
    /// name) taken from the build plan at `planURL`; the package's own edges stay as SwiftPM's
    /// JSON gives them.
    public func addingExternalEdges(fromPlan planURL: URL) -> TargetGraph {
        guard let text = try? String(contentsOf: planURL, encoding: .utf8) else { return self }
        let edges = BuildPlan.moduleEdges(planText: text)
        var nodes = self.nodes
        for (module, inputs) in edges {
            if let index = nodes.firstIndex(where: { $0.name == module }) {
                if nodes[index].kind == "external" { nodes[index].dependencies = inputs }
            } else {
                nodes.append(Node(name: module, kind: "external", path: "", dependencies: inputs))
            }
        }
        return TargetGraph(nodes: nodes)
    }
}
