import VerticalInterfaces

extension HubTrace {
    /// Draws `entries` as a Mermaid `sequenceDiagram` in the style of the design notes.
    ///
    /// ```text
    /// sequenceDiagram
    /// participant Journey
    /// participant DomainModel
    ///     Journey->>DomainModel: getPublisher(forEvent:info)
    ///     DomainModel->>Journey: EventStream<EventOutput>
    ///     Journey->>DomainModel: command(refreshInfo, id: `abc`)
    ///     DomainModel-->>Journey: info-> EventOutput(failure(failed), correlationId: `abc`)
    ///     Journey->>DomainModel: query(refreshInfo)
    ///     DomainModel->>Journey: throw(invalidPayload)
    ///     Journey-xDomainModel: command(getInfo) denied
    /// ```
    ///
    /// Participants appear in order of first appearance. A command draws one arrow (fire
    /// and forget) unless it throws; a query, view query or subscription also draws its answer.
    public static func mermaid(_ entries: [TraceEntry]) -> String {
        var participants: [String] = []
        var lines: [String] = []
        func name(_ plugin: String) -> String {
            let safe = Self.participant(plugin)
            if !participants.contains(safe) { participants.append(safe) }
            return safe
        }
        for entry in entries {
            let from = name(entry.from)
            let to = entry.to.map(name)
            let id = entry.correlationID.map { ", id: `\(Self.text($0.rawValue))`" } ?? ""
            let message = Self.text(entry.message)
            switch (entry.action, entry.outcome, to) {
            case (.emit, _, let to?):
                let result = entry.outcome == .ok ? "success" : "failure(\(entry.outcome.rawValue))"
                let correlation = entry.correlationID.map { ", correlationId: `\(Self.text($0.rawValue))`" } ?? ""
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
        return (["sequenceDiagram"] + participants.map { "participant \($0)" } + lines).joined(separator: "\n") + "\n"
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

    /// A participant id Mermaid accepts: letters, digits and underscores.
    static func participant(_ name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return safe.isEmpty ? "_" : safe
    }

    /// Message text that cannot end a Mermaid statement: `#` and `;` as Mermaid's entity
    /// codes (`#35;`, `#59;`, shown as the characters), line breaks as spaces.
    static func text(_ text: String) -> String {
        // By scalar, not by Character: `;` followed by a combining mark is one Character
        // that is not equal to ";", yet Mermaid still reads the `;`.
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "#": escaped.append(contentsOf: "#35;".unicodeScalars)
            case ";": escaped.append(contentsOf: "#59;".unicodeScalars)
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": escaped.append(" ")
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
