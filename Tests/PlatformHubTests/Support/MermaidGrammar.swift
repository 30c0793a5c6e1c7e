import Foundation

/// A PARTIAL check of Mermaid `sequenceDiagram` syntax: exactly the statement forms that
/// `HubTrace.mermaid` writes, with the lexical rules of Mermaid's sequence grammar that
/// input could break. It is not Mermaid's parser (see ``MermaidParser`` for that, when
/// installed): it accepts only
///
/// - `sequenceDiagram` as the first line;
/// - `participant <id> as <text>`, where `<id>` is `p` and digits, declared once;
/// - `    <id><arrow><id>: <text>` with `<arrow>` one of `->>`, `-->>`, `-x`, both ids declared;
/// - `    Note over <id>: <text>`;
///
/// where `<text>` holds no line break, no `;` (ends a statement), no `%` (`%%` starts a
/// comment, `%%{` a directive), no backtick-free `#` except as an entity code `#<digits>;`,
/// and no control or format character.
enum MermaidGrammar {
    /// The first line that breaks the rules, with why; `nil` when every line follows them.
    static func violation(in diagram: String) -> String? {
        var lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "sequenceDiagram" else { return "line 1 is not sequenceDiagram" }
        if lines.last == "" { lines.removeLast() }
        var declared: Set<String> = []
        for (number, line) in lines.enumerated().dropFirst() {
            let place = "line \(number + 1) (\(line.debugDescription))"
            if line.hasPrefix("participant ") {
                let rest = line.dropFirst("participant ".count)
                guard let space = rest.firstIndex(of: " ") else { return "\(place): participant without alias" }
                let id = String(rest[..<space])
                guard isID(id), rest[space...].hasPrefix(" as ") else { return "\(place): bad participant" }
                guard declared.insert(id).inserted else { return "\(place): participant declared twice" }
                if let why = textProblem(String(rest[space...].dropFirst(4))) { return "\(place): \(why)" }
            } else if line.hasPrefix("    Note over ") {
                let rest = line.dropFirst("    Note over ".count)
                guard let colon = rest.firstIndex(of: ":") else { return "\(place): note without text" }
                guard declared.contains(String(rest[..<colon])) else { return "\(place): undeclared participant" }
                if let why = textProblem(String(rest[colon...].dropFirst())) { return "\(place): \(why)" }
            } else if line.hasPrefix("    p") {
                let rest = line.dropFirst(4)
                guard let colon = rest.firstIndex(of: ":") else { return "\(place): message without text" }
                let head = rest[..<colon]
                guard
                    let arrow = ["-->>", "->>", "-x"].first(where: { head.contains($0) }),
                    let range = head.range(of: arrow)
                else { return "\(place): no arrow" }
                let from = String(head[..<range.lowerBound])
                let to = String(head[range.upperBound...])
                guard declared.contains(from), declared.contains(to) else { return "\(place): undeclared participant" }
                if let why = textProblem(String(rest[colon...].dropFirst())) { return "\(place): \(why)" }
            } else {
                return "\(place): not a statement this check knows"
            }
        }
        return nil
    }

    private static func isID(_ text: String) -> Bool {
        text.count > 1 && text.first == "p" && text.dropFirst().allSatisfy(\.isASCII) && Int(text.dropFirst()) != nil
    }

    private static func textProblem(_ text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar {
            case ";": return "a ';' ends the statement"
            case "%": return "a '%' can start a comment or directive"
            case "\n", "\r": return "a line break"
            case "#":
                var end = index + 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                guard end > index + 1, end < scalars.count, scalars[end] == ";" else { return "a bare '#'" }
                index = end
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator: return "a control or format character"
                default: break
                }
            }
            index += 1
        }
        return nil
    }
}
