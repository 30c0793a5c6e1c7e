/// The package's module graph as a picture can show it: every target as a node in its layer,
/// the external products the targets use, the manifest's dependency edges, and every rule
/// violation on an edge (an edge of its own when no declared dependency matches it).
public struct ModuleGraph: Sendable, Hashable, Codable {
    /// The formats the graph is printed in.
    public enum Format: String, Sendable, CaseIterable, Codable {
        /// A Mermaid flowchart (Markdown viewers render it).
        case mermaid
        /// Graphviz DOT (`dot -Tsvg` renders it).
        case dot
        /// The nodes and edges as JSON.
        case json
    }

    /// The layers, bottom up, as the architecture names them.
    public enum Layer: String, Sendable, Hashable, Codable, CaseIterable {
        case prelude = "Prelude"
        case hubInterfaces = "HubInterfaces"
        case interfaces = "VerticalInterfaces"
        /// The shared targets the rules file's layers name.
        case shared = "Shared"
        case verticals = "Verticals"
        case host = "Host"
        /// With the rules file's layers: the targets no layer names (neither test nor host).
        case other = "Other"
        case tests = "Tests"
        case scripts = "Scripts"
        case external = "External products"
    }

    /// A module.
    public struct Node: Sendable, Hashable, Codable {
        /// The target's (or external product's) name.
        public var name: String
        /// Its layer.
        public var layer: Layer
        /// Findings about the module itself (interface purity), not about an edge.
        public var violations: [String]
    }

    /// A dependency, declared in the manifest or only imported.
    public struct Edge: Sendable, Hashable, Codable {
        /// The depending target.
        public var from: String
        /// The module it depends on.
        public var to: String
        /// Whether `Package.swift` declares it (an import-only violation is not declared).
        public var declared: Bool
        /// What breaks the rules on this edge, one short label per finding; empty when none.
        public var violations: [String]
    }

    /// Every node, grouped by layer in ``Layer`` order, then by manifest order.
    public var nodes: [Node]
    /// Every edge, in manifest order, import-only violations last.
    public var edges: [Edge]
}

extension ModuleGraph {
    /// The graph of `manifest`, with `findings` drawn on their edges and nodes.
    public init(manifest: PackageManifest, configuration: RulesConfiguration, findings: [Finding]) {
        // Two layers naming one target is reported by PackageLayout; the picture then falls back
        // to this package's layout.
        let roles =
            (try? PackageLayout(manifest: manifest, configuration: configuration))?.roles
            ?? manifest.roles(configuration: configuration)
        self.init(manifest: manifest, roles: roles, configuration: configuration, findings: findings)
    }

    /// The graph of `manifest` with its targets in `layout`'s layers, and `findings` (errors;
    /// warnings are not drawn) on their edges and nodes.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - layout: The targets' roles.
    ///   - findings: The findings to draw.
    public init(manifest: PackageManifest, layout: PackageLayout, findings: [Finding]) {
        self.init(manifest: manifest, roles: layout.roles, configuration: layout.configuration, findings: findings)
    }

    private init(
        manifest: PackageManifest, roles: [(target: PackageManifest.Target, role: TargetRole)],
        configuration: RulesConfiguration, findings: [Finding]
    ) {
        var nodes: [Node] = []
        var edges: [Edge] = []
        var known: Set<String> = []
        for (target, role) in roles {
            nodes.append(
                Node(
                    name: target.name,
                    layer: Self.layer(of: target, role: role, usesLayers: configuration.layers != nil),
                    violations: []))
            known.insert(target.name)
        }
        var external: [String] = []
        for target in manifest.targets {
            for dependency in target.dependencies {
                let local = manifest.localTargets(of: dependency)
                for module in local.isEmpty ? [dependency.name] : local {
                    edges.append(Edge(from: target.name, to: module, declared: true, violations: []))
                    if local.isEmpty && !known.contains(module) {
                        external.append(module)
                        known.insert(module)
                    }
                }
            }
        }
        var edgeIndex: [String: Int] = [:]
        for (index, edge) in edges.enumerated() where edgeIndex[edge.from + "\u{0}" + edge.to] == nil {
            edgeIndex[edge.from + "\u{0}" + edge.to] = index
        }
        for finding in findings where finding.severity == .error {
            let label = Self.label(of: finding)
            guard let edge = finding.edge else {
                // A target without a folder is named by its finding; a purity finding lies in its target's folder.
                let named = finding.message.firstMatch(of: /^target '([^']+)' has no folder/).map { String($0.1) }
                let module =
                    named ?? roles.first { finding.path.hasPrefix($0.target.path + "/") }?.target.name
                    ?? configuration.interfacesTarget
                if let index = nodes.firstIndex(where: { $0.name == module }) {
                    nodes[index].violations.append(label)
                }
                continue
            }
            if let index = edgeIndex[edge.from + "\u{0}" + edge.to] {
                if !edges[index].violations.contains(label) { edges[index].violations.append(label) }
            } else {
                edgeIndex[edge.from + "\u{0}" + edge.to] = edges.count
                edges.append(Edge(from: edge.from, to: edge.to, declared: false, violations: [label]))
                if !known.contains(edge.to) {
                    external.append(edge.to)
                    known.insert(edge.to)
                }
            }
        }
        nodes += external.map { Node(name: $0, layer: .external, violations: []) }
        let order = Dictionary(uniqueKeysWithValues: Layer.allCases.enumerated().map { ($1, $0) })
        self.nodes = nodes.enumerated().sorted { lhs, rhs in
            (order[lhs.element.layer] ?? 0, lhs.offset) < (order[rhs.element.layer] ?? 0, rhs.offset)
        }.map(\.element)
        self.edges = Self.unique(edges)
    }

    /// Whether any node or edge carries a violation.
    public var hasViolations: Bool {
        nodes.contains { !$0.violations.isEmpty } || edges.contains { !$0.violations.isEmpty }
    }

    /// The layer a target is drawn in. With the rules file's layers, a target no layer names is
    /// in ``Layer/other`` (a test target in ``Layer/tests``); without them, this package's
    /// folders decide (Scripts, Tests, else Host).
    private static func layer(of target: PackageManifest.Target, role: TargetRole, usesLayers: Bool) -> Layer {
        switch role {
        case .prelude: return .prelude
        case .hubInterfaces: return .hubInterfaces
        case .interfaces: return .interfaces
        case .shared: return .shared
        case .vertical: return .verticals
        case .verticalTests: return .tests
        case .host: return .host
        case .unruled:
            if usesLayers { return target.kind == .test ? .tests : .other }
            if target.path.hasPrefix("Scripts/") || target.path == "Scripts" { return .scripts }
            if target.kind == .test || target.path.hasPrefix("Tests/") { return .tests }
            return .host
        }
    }

    /// A short label for a finding: its rule and what kind of breach it is.
    private static func label(of finding: Finding) -> String {
        switch finding.rule {
        case .imports where finding.message.contains("which it does not declare"): "imports, undeclared"
        case .imports where finding.message.contains("canImport"): "imports, canImport probe"
        case .imports: "imports, forbidden"
        case .manifest where finding.message.contains(", which brings in "): "manifest, through other targets"
        case .manifest: "manifest, forbidden"
        case .interface: "interface purity"
        case .configuration: "configuration"
        case .redundant: "redundant"
        }
    }

    /// `edges` with duplicates (a target that names a product twice) merged.
    private static func unique(_ edges: [Edge]) -> [Edge] {
        var seen: [String: Int] = [:]
        var result: [Edge] = []
        for edge in edges {
            let key = edge.from + "\u{0}" + edge.to
            if let index = seen[key] {
                result[index].violations += edge.violations.filter { !result[index].violations.contains($0) }
                result[index].declared = result[index].declared || edge.declared
            } else {
                seen[key] = result.count
                result.append(edge)
            }
        }
        return result
    }
}
