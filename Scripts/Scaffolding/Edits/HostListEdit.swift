/// The host's one list of entry points (`Host/CLI/App/Verticals.swift` in this package; in a
/// package that depends on it, the file ``PackageLayout/hostList()`` finds): an `import` of the
/// vertical among the file's imports (kept in order) and its entry point last in the list
/// declared `[any VerticalEntryPoint] = [...]`, such as
/// `let verticals: [any VerticalEntryPoint] = [MapsVertical(), InfoVertical()]`.
enum HostListEdit {
    /// The longest line the list is written on before it is wrapped (the package's
    /// `.swift-format` line length).
    static let lineLength = 120

    /// A line that declares a list of entry points, up to the list's `[`: modifiers, `let` or
    /// `var`, a name, and the type `[any VerticalEntryPoint]`, as in
    /// `static let verticals: [any VerticalEntryPoint] = [`. Comments and string literals never
    /// start a line this way.
    private static func declaration() -> Regex<Substring> {
        #/^[ \t]*(?:(?:public|package|internal|fileprivate|private|static|nonisolated\(unsafe\))[ \t]+)*(?:let|var)[ \t]+\w+[ \t]*:[ \t]*\[[ \t]*any[ \t]+VerticalEntryPoint[ \t]*\][ \t]*=[ \t]*\[/#
    }

    /// The lines of `text` that declare a list of entry points, each with the range of the
    /// declaration up to and including the list's `[`.
    static func declarations(in text: String) -> [Range<String.Index>] {
        let pattern = declaration()
        return text.split(separator: "\n").compactMap { line in line.prefixMatch(of: pattern)?.range }
    }

    /// `text` (the file `file`) with `name` imported and `<name>Vertical()` last in the list.
    static func adding(_ name: String, to text: String, file: String) throws(ScaffoldError) -> String {
        let edited = try replacingEntries(in: text, file: file) { $0 + ["\(name)Vertical()"] }
        var lines = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
        let line = "import \(name)"
        let position = imports.first { lines[$0] > line } ?? imports.last.map { $0 + 1 } ?? 0
        lines.insert(line, at: position)
        return lines.joined(separator: "\n")
    }

    /// `text` (the file `file`) without `name`'s import and entry.
    static func removing(_ name: String, from text: String, file: String) throws(ScaffoldError) -> String {
        let edited = try replacingEntries(in: text, file: file) { $0.filter { $0 != "\(name)Vertical()" } }
        return edited.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 != "import \(name)" }
            .joined(separator: "\n")
    }

    /// Whether the list names `name`'s entry point.
    static func lists(_ name: String, in text: String, file: String) throws(ScaffoldError) -> Bool {
        let (_, open, close) = try list(in: text, file: file)
        return text[open..<close].contains("\(name)Vertical()")
    }

    /// `text` with the list's entries changed by `change`, written on one line when it fits in
    /// ``lineLength`` characters and as one indented line between brackets otherwise
    /// (swift-format then wraps it), so that taking out an entry gives back the list as it was.
    private static func replacingEntries(
        in text: String, file: String, _ change: ([String]) -> [String]
    ) throws(ScaffoldError)
        -> String
    {
        let (lineStart, open, close) = try list(in: text, file: file)
        let entries = change(
            text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmed(of: " \n") }
                .filter { !$0.isEmpty })
        let oneLine = "[" + entries.joined(separator: ", ") + "]"
        let list =
            text.distance(from: lineStart, to: open) + oneLine.count <= lineLength
            ? oneLine : "[\n    " + entries.joined(separator: ", ") + ",\n]"
        return SwiftText.replacing(open..<text.index(after: close), in: text, with: list)
    }

    /// Where the one declaration of the list starts its line, and its brackets.
    ///
    /// - Throws: ``ScaffoldError`` naming `file` when it declares no list or several, or the
    ///   list's bracket is never closed.
    private static func list(
        in text: String, file: String
    ) throws(ScaffoldError) -> (lineStart: String.Index, open: String.Index, close: String.Index) {
        let found = declarations(in: text)
        guard found.count == 1, let declaration = found.first else {
            throw ScaffoldError(
                "\(file): expected one line declaring `let verticals: \(PackageLayout.hostListMarker)...]`, found "
                    + "\(found.count); the tool edits that list as data, so keep one such declaration or make the "
                    + "change by hand")
        }
        let open = text.index(before: declaration.upperBound)
        guard let close = SwiftText.matchingBracket(from: open, in: text) else {
            throw ScaffoldError("\(file): the list of verticals' `[` is never closed; fix the file first")
        }
        return (declaration.lowerBound, open, close)
    }
}
