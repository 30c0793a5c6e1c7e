public import ScriptSupport

/// The layers a team names for its own package: which targets are verticals (feature
/// modules), which are shared (foundation, design system, clients), which are hosts (apps
/// that wire verticals together) and which are interfaces (shared targets that must hold
/// only protocols and plain DTOs).
///
/// The rule: a vertical depends on and imports no other vertical and no host; a shared or
/// interface target depends on and imports no vertical and no host; a vertical's test target
/// (`<Vertical>Tests`) follows its vertical. Hosts may use anything. A target no pattern
/// names is checked only for undeclared imports.
public struct Layers: Sendable, Hashable, Codable {
    /// The feature modules.
    public var verticals: LayerPattern
    /// The targets every layer may use, which use no vertical and no host.
    public var shared: LayerPattern
    /// The apps that wire verticals together; they may import verticals.
    public var hosts: LayerPattern
    /// Shared targets that must hold only protocols and plain DTOs (interface purity).
    public var interfaces: LayerPattern

    /// Makes the layers.
    ///
    /// - Parameters:
    ///   - verticals: The feature modules.
    ///   - shared: The targets every layer may use.
    ///   - hosts: The apps that wire verticals together.
    ///   - interfaces: The shared targets checked for interface purity.
    public init(
        verticals: LayerPattern = LayerPattern(), shared: LayerPattern = LayerPattern(),
        hosts: LayerPattern = LayerPattern(), interfaces: LayerPattern = LayerPattern()
    ) {
        self.verticals = verticals
        self.shared = shared
        self.hosts = hosts
        self.interfaces = interfaces
    }

    /// Whether no layer names anything.
    public var isEmpty: Bool { verticals.isEmpty && shared.isEmpty && hosts.isEmpty && interfaces.isEmpty }

    /// These layers with `other`'s patterns added to each.
    ///
    /// - Parameter other: The layers to add (the command line's, say).
    /// - Returns: Each layer's union.
    public func adding(_ other: Layers) -> Layers {
        Layers(
            verticals: verticals.adding(other.verticals), shared: shared.adding(other.shared),
            hosts: hosts.adding(other.hosts), interfaces: interfaces.adding(other.interfaces))
    }

    /// The layer names as the rules file and the messages spell them, with each pattern.
    var named: [(name: String, pattern: LayerPattern)] {
        [("verticals", verticals), ("shared", shared), ("hosts", hosts), ("interfaces", interfaces)]
    }

    private enum CodingKeys: String, CodingKey {
        case verticals, shared, hosts, interfaces
    }

    /// Reads the layers; every layer is optional.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a layer is not an object of the pattern's keys.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            verticals: try container.decodeIfPresent(LayerPattern.self, forKey: .verticals) ?? LayerPattern(),
            shared: try container.decodeIfPresent(LayerPattern.self, forKey: .shared) ?? LayerPattern(),
            hosts: try container.decodeIfPresent(LayerPattern.self, forKey: .hosts) ?? LayerPattern(),
            interfaces: try container.decodeIfPresent(LayerPattern.self, forKey: .interfaces) ?? LayerPattern())
    }
}
