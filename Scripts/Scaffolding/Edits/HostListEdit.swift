/// The host's one list, `Host/CLI/App/Verticals.swift`: an `import` of the vertical among the
/// file's imports (kept in order) and its entry point last in `let verticals: [...] = [...]`.
enum HostListEdit {
    /// The file's path from the package root.
    static let path = "Host/CLI/App/Verticals.swift"
    static let declaration = "let verticals: [any VerticalEntryPoint] = "

    /// `text` with `name` imported and `<name>Vertical()` last in the list.
    static func adding(_ name: String, to text: String) throws(ScaffoldError) -> String {
        let edited = try replacingEntries(in: text) { $0 + ["\(name)Vertical()"] }
        var lines = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let line = "import \(name)"
        let position = imports.first { lines[$0] > line } ?? imports.last.map { $0 + 1 } ?? 0
        lines.insert(line, at: position)
        return lines.joined(separator: "\n")
    }

    /// `text` without `name`'s import and entry.
    static func removing(_ name: String, from text: String) throws(ScaffoldError) -> String {
        let edited = try replacingEntries(in: text) { $0.filter { $0 != "\(name)Vertical()" } }
        return edited.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "import \(name)" }
            .joined(separator: "\n")
    }

    /// `text` with the list's entries changed by `change`, written on one line when it fits in
    /// 120 characters and as one indented line between brackets otherwise (swift-format then
    /// wraps it), so that taking out an entry gives back the list as it was.
    private static func replacingEntries(
        in text: String, _ change: ([String]) -> [String]
    ) throws(ScaffoldError)
        -> String
    {
        let (open, close) = try SwiftText.bracketedValue(after: declaration, in: text, file: path)
        let entries = change(
            text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmed(of: " \n") }
                .filter { !$0.isEmpty })
        let oneLine = "[" + entries.joined(separator: ", ") + "]"
        let list =
            declaration.count + oneLine.count <= 120
            ? oneLine : "[\n    " + entries.joined(separator: ", ") + ",\n]"
        return SwiftText.replacing(open..<text.index(after: close), in: text, with: list)
    }

    /// Whether the list names `name`'s entry point.
    static func lists(_ name: String, in text: String) throws(ScaffoldError) -> Bool {
        let (open, close) = try SwiftText.bracketedValue(after: declaration, in: text, file: path)
        return text[open..<close].contains("\(name)Vertical()")
    }
}
