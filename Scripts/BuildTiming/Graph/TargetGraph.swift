public import Foundation
public import ScriptSupport

/// The package's module graph as SwiftPM reports it (`swift package describe --type json`):
/// which module each module waits for. External products appear as modules of their own.
public struct TargetGraph: Sendable, Hashable, Codable {
    /// One module of the graph.
    public struct Node: Sendable, Hashable, Codable {
        /// The module's name.
        public var name: String
        /// The target kind SwiftPM reports (`library`, `executable`, `test`, `external`).
        public var kind: String
        /// The package-relative folder (empty for external modules).
        public var path: String
        /// The modules it depends on directly.
        public var dependencies: [String]

        /// Makes a node.
        public init(name: String, kind: String, path: String, dependencies: [String]) {
            self.name = name
            self.kind = kind
            self.path = path
            self.dependencies = dependencies
        }
    }

    /// Every module, sorted by name.
    public var nodes: [Node]

    /// Makes a graph of `nodes`.
    public init(nodes: [Node]) {
        self.nodes = nodes.sorted { $0.name < $1.name }
    }

    /// The node called `name`.
    public func node(_ name: String) -> Node? {
        nodes.first { $0.name == name }
    }

    /// The verticals: non-test targets whose folder is inside `folder`.
    public func verticals(folder: String = "Verticals") -> [String] {
        nodes.filter { $0.kind != "test" && $0.path.hasPrefix(folder + "/") }.map(\.name)
    }

    /// The non-test targets `pattern` names (the verticals or hosts a team names by glob and
    /// folder, as check-dependencies' layers do).
    ///
    /// - Parameter pattern: Name globs, folders and exceptions.
    /// - Returns: The matching targets' names, sorted.
    public func targets(matching pattern: LayerPattern) -> [String] {
        nodes.filter { $0.kind != "test" && $0.kind != "external" && pattern.matches(name: $0.name, path: $0.path) }
            .map(\.name)
    }

    /// `roots` and every module they reach.
    public func closure(of roots: [String]) -> Set<String> {
        var seen: Set<String> = []
        var stack = roots
        while let name = stack.popLast() {
            guard seen.insert(name).inserted else { continue }
            stack += node(name)?.dependencies ?? []
        }
        return seen
    }

    /// The non-test targets that depend directly on a vertical (the host), or the
    /// verticals themselves when nothing does.
    public func hostTargets(verticalFolder: String = "Verticals") -> [String] {
        hostTargets(verticals: Set(verticals(folder: verticalFolder)))
    }

    /// The non-test targets that depend directly on one of `verticals`, or the verticals
    /// themselves when nothing does.
    ///
    /// - Parameter verticals: The verticals' names.
    /// - Returns: The hosts' names.
    public func hostTargets(verticals: Set<String>) -> [String] {
        let hosts = nodes.filter { node in
            node.kind != "test" && !verticals.contains(node.name)
                && node.dependencies.contains { verticals.contains($0) }
        }.map(\.name)
        return hosts.isEmpty ? verticals.sorted() : hosts
    }

    /// Reads `swift package describe --type json`. A product dependency becomes an
    /// `external` module of the product's name.
    ///
    /// - Throws: ``TimingError/unreadableDescription(_:)`` when the JSON has another shape.
    public init(describeJSON data: Data) throws {
        struct Description: Decodable {
            struct Target: Decodable {
                var name: String
                var type: String
                var path: String
                // swift-format-ignore: AlwaysUseLowerCamelCase
                var target_dependencies: [String]?
                // swift-format-ignore: AlwaysUseLowerCamelCase
                var product_dependencies: [String]?
            }
            var targets: [Target]
        }
        let description: Description
        do {
            // SwiftPM may print progress before the JSON; start at the first brace.
            let start = data.firstIndex(of: UInt8(ascii: "{")) ?? data.startIndex
            description = try JSONDecoder().decode(Description.self, from: data[start...])
        } catch {
            throw TimingError.unreadableDescription(String(describing: error))
        }
        var nodes = description.targets.map { target in
            Node(
                name: target.name, kind: target.type, path: target.path,
                dependencies: (target.target_dependencies ?? []) + (target.product_dependencies ?? []))
        }
        let local = Set(nodes.map(\.name))
        let external = Set(description.targets.flatMap { $0.product_dependencies ?? [] }).subtracting(local)
        nodes += external.map { Node(name: $0, kind: "external", path: "", dependencies: []) }
        self.init(nodes: nodes)
    }
}
