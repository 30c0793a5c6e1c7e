/// What a person reads first on a large package: how many verticals it has, how many edges
/// between them break the rule, and which vertical is the worst offender.
public struct LayerOverview: Sendable, Hashable, Codable {
    /// How many targets are verticals.
    public var verticals: Int
    /// Each forbidden edge from a vertical to another vertical, with its number of places
    /// (manifest entries and import lines), most places first.
    public var edges: [VerticalEdge]
    /// The vertical that uses the most other verticals, if any does.
    public var worstOffender: String?
    /// How many other verticals the worst offender uses.
    public var worstOffenderEdges: Int

    /// One vertical using another.
    public struct VerticalEdge: Sendable, Hashable, Codable {
        /// The vertical that depends or imports.
        public var from: String
        /// The vertical it uses.
        public var to: String
        /// How many findings place the edge (manifest entries and import lines).
        public var places: Int
    }

    /// The overview of `findings` for a package whose verticals are `verticals`.
    ///
    /// - Parameters:
    ///   - findings: Every finding of the check.
    ///   - verticals: The verticals' names.
    public init(findings: [Finding], verticals: [String]) {
        let names = Set(verticals)
        var places: [LayerOverview.Key: Int] = [:]
        for finding in findings where finding.severity == .error {
            guard let edge = finding.edge, names.contains(edge.from), names.contains(edge.to), edge.from != edge.to
            else { continue }
            places[Key(from: edge.from, to: edge.to), default: 0] += 1
        }
        self.verticals = verticals.count
        edges = places.map { VerticalEdge(from: $0.key.from, to: $0.key.to, places: $0.value) }
            .sorted { ($1.places, $0.from, $0.to) < ($0.places, $1.from, $1.to) }
        var outgoing: [String: Int] = [:]
        for edge in edges { outgoing[edge.from, default: 0] += 1 }
        let worst = outgoing.max { ($0.value, $1.key) < ($1.value, $0.key) }
        worstOffender = worst?.key
        worstOffenderEdges = worst?.value ?? 0
    }

    private struct Key: Hashable {
        var from: String
        var to: String
    }

    /// The overview as one line, such as `16 verticals; 23 edges between them (58 places);
    /// worst offender: AppFeature, which uses 9 other verticals`.
    public var line: String {
        let noun = verticals == 1 ? "vertical" : "verticals"
        guard let worstOffender else {
            return "check-dependencies: \(verticals) \(noun); no vertical uses another."
        }
        let placeCount = edges.map(\.places).reduce(0, +)
        let edgeNoun = edges.count == 1 ? "edge" : "edges"
        let others = worstOffenderEdges == 1 ? "other vertical" : "other verticals"
        return "check-dependencies: \(verticals) \(noun); \(edges.count) \(edgeNoun) between them "
            + "(\(placeCount) \(placeCount == 1 ? "place" : "places") in Package.swift and imports); worst offender: "
            + "\(worstOffender), which uses "
            + "\(worstOffenderEdges) \(others)."
    }
}
