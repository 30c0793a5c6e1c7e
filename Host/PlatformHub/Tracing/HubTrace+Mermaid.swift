import HubInterfaces
import Prelude

extension HubTrace {
    /// Draws `entries` as a Mermaid `sequenceDiagram` in the style of the design notes.
    ///
    /// ```text
    /// sequenceDiagram
    /// participant p1 as Journey
    /// participant p2 as DomainModel
    ///     p1->>p2: getPublisher(forEvent:info)
    ///     p2->>p1: EventStream<EventOutput>
    ///     p1->>p2: command(refreshInfo, id: `abc`)
    ///     p2-->>p1: info-> EventOutput(failure(failed), correlationId: `abc`)
    ///     p1->>p2: query(refreshInfo)
    ///     p2->>p1: throw(invalidPayload)
    ///     p1-xp2: command(getInfo) denied
    /// ```
    ///
    /// Participants appear in order of first appearance, each under a generated id (`p1`,
    /// `p2`, …) with its real name as the alias, so no plugin name can be a Mermaid keyword
    /// (`end`, `loop`, `Note`) or merge with another (`A-B` and `A.B` stay two lifelines).
    /// Every text that comes from names or ids goes through Prelude's `Mermaid.label(_:)`, so
    /// no input forms Mermaid syntax (a comment, a directive, a statement end). Entries are drawn in
    /// sequence order, which is the order deliveries began: a send comes before the sends
    /// and outputs its handler caused. A command draws one arrow (fire and forget) unless it
    /// throws; a query, view query or subscription also draws its answer.
    public static func mermaid(_ entries: [TraceEntry]) -> String {
        var participants: [String] = []
        var ids: [String: String] = [:]
        var lines: [String] = []
        func name(_ plugin: String) -> String {
            if let id = ids[plugin] { return id }
            let id = "p\(participants.count + 1)"
            ids[plugin] = id
            participants.append("participant \(id) as \(Mermaid.label(plugin))")
            return id
        }
        for entry in entries.sorted(by: { $0.sequence < $1.sequence }) {
            let from = name(entry.from)
            let to = entry.to.map(name)
            let id = entry.correlationID.map { ", id: `\(Mermaid.label($0.rawValue))`" } ?? ""
            let message = Mermaid.label(entry.message)
            switch (entry.action, entry.outcome, to) {
            case (.emit, _, let to?):
                let result = entry.outcome == .ok ? "success" : "failure(\(entry.outcome.rawValue))"
                let correlation = entry.correlationID.map { ", correlationId: `\(Mermaid.label($0.rawValue))`" } ?? ""
                lines.append("    \(from)-->>\(to): \(message)-> EventOutput(\(result)\(correlation))")
            case (_, .denied, let to):
                let request =
                    entry.action == .subscribe ? "getPublisher(forEvent:\(message))" : "\(entry.kind)(\(message)\(id))"
                if let to {
                    lines.append("    \(from)-x\(to): \(request) denied")
                } else {
                    lines.append("    Note over \(from): \(request) denied, no receiver")
                }
            case (_, _, let to?):
                let request =
                    entry.action == .subscribe ? "getPublisher(forEvent:\(message))" : "\(entry.kind)(\(message)\(id))"
                lines.append("    \(from)->>\(to): \(request)")
                if entry.outcome != .ok {
                    lines.append("    \(to)->>\(from): throw(\(entry.outcome.rawValue))")
                } else if let answer = Self.answer(entry) {
                    lines.append("    \(to)->>\(from): \(answer)")
                }
            case (_, _, nil):
                lines.append("    Note over \(from): \(entry.kind)(\(message)\(id)) \(entry.outcome.rawValue)")
            }
        }
        return (["sequenceDiagram"] + participants + lines).joined(separator: "\n") + "\n"
    }

    /// What a successful request returns, or `nil` for a command (fire and forget).
    private static func answer(_ entry: TraceEntry) -> String? {
        if entry.action == .subscribe { return "EventStream<EventOutput>" }
        switch entry.kind {
        case .query: return "JSON"
        case .viewQuery: return "ViewNode"
        case .command, .event: return nil
        }
    }
}
