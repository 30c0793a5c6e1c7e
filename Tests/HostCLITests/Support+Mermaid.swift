/// Reads the hub's Mermaid diagrams in tests: participants have generated ids
/// (`participant p1 as Info`), so an arrow is found by the plugins' names.
enum MermaidText {
    /// `p3->>p1` for `from: "Shell", to: "Info", arrow: "->>"` in `diagram`, or a text that
    /// matches nothing when either plugin is not a participant.
    static func arrow(in diagram: String, from sender: String, to receiver: String, _ arrow: String) -> String {
        var ids: [String: String] = [:]
        for line in diagram.split(separator: "\n") {
            let words = line.split(separator: " ")
            if words.count == 4, words[0] == "participant", words[2] == "as" {
                ids[String(words[3])] = String(words[1])
            }
        }
        guard let from = ids[sender], let to = ids[receiver] else { return "<no participant \(sender) or \(receiver)>" }
        return from + arrow + to
    }
}
