/// `Package.swift`, edited as the data it is: the vertical's name in `let verticals = [...]` (or
/// `let verticals: [String] = [...]`, which a package that starts with no vertical writes) and,
/// for `--with-database`, its GRDB entry in `let verticalProducts ... = [...]`. Anything else
/// in the manifest (other dependencies, targets, settings) is left alone.
enum ManifestEdit {
    /// The file's path from the package root.
    static let path = "Package.swift"
    static let verticalsDeclaration = "let verticals = "
    /// The declaration of a list that may start empty (`[]` needs its type written).
    static let typedVerticalsDeclaration = "let verticals: [String] = "
    static let productsDeclaration = "let verticalProducts: [String: [Target.Dependency]] = "

    /// The names in `let verticals = [...]`.
    static func verticals(in text: String) throws(ScaffoldError) -> [String] {
        let (open, close) = try verticalsList(in: text)
        return quotedNames(in: String(text[text.index(after: open)..<close]))
    }

    /// The brackets of the list of verticals, in either of its two forms.
    private static func verticalsList(
        in text: String
    ) throws(ScaffoldError) -> (open: String.Index, close: String.Index) {
        let typed = text.split(separator: "\n").contains { $0.hasPrefix(typedVerticalsDeclaration) }
        return try SwiftText.bracketedValue(
            after: typed ? typedVerticalsDeclaration : verticalsDeclaration, in: text, file: path)
    }

    /// `text` with `name` last in `let verticals = [...]`.
    static func adding(_ name: String, to text: String) throws(ScaffoldError) -> String {
        let (open, close) = try verticalsList(in: text)
        let inside = text[text.index(after: open)..<close]
        guard let lastQuote = inside.lastIndex(of: "\"") else {
            return SwiftText.replacing(open..<text.index(after: close), in: text, with: "[\"\(name)\"]")
        }
        let after = inside.index(after: lastQuote)
        return SwiftText.replacing(after..<after, in: text, with: ", \"\(name)\"")
    }

    /// `text` without `name` in `let verticals = [...]`.
    static func removing(_ name: String, from text: String) throws(ScaffoldError) -> String {
        let (open, close) = try verticalsList(in: text)
        let inside = String(text[text.index(after: open)..<close])
        let names = quotedNames(in: inside).filter { $0 != name }
        let oneLine = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let list =
            verticalsDeclaration.count + oneLine.count <= 120
            ? oneLine : "[\n    " + names.map { "\"\($0)\"" }.joined(separator: ", ") + ",\n]"
        return SwiftText.replacing(open..<text.index(after: close), in: text, with: list)
    }

    /// The comment and entry `--with-database` adds to `verticalProducts`.
    static func productsEntry(for name: String) -> String {
        """
            // \(name) keeps its data in SQLite (new-vertical --with-database; Scripts/dependency-rules.json says why).
            "\(name)": [.product(name: "GRDB", package: "GRDB.swift")],

        """
    }

    /// `text` with `name` allowed GRDB in `verticalProducts`.
    ///
    /// - Throws: ``ScaffoldError`` when the manifest has no GRDB.swift package to use.
    static func addingGRDB(for name: String, to text: String) throws(ScaffoldError) -> String {
        guard text.contains("github.com/groue/GRDB.swift") else {
            throw ScaffoldError(
                "\(path) has no GRDB.swift package dependency, which --with-database needs; add "
                    + "`.package(url: \"https://github.com/groue/GRDB.swift\", ...)` or leave out --with-database")
        }
        let (open, close) = try SwiftText.bracketedValue(after: productsDeclaration, in: text, file: path)
        let inside = text[text.index(after: open)..<close]
        if inside.trimmed(of: " \n") == ":" {
            return SwiftText.replacing(
                open..<text.index(after: close), in: text, with: "[\n" + productsEntry(for: name) + "]")
        }
        var body = String(inside)
        while body.last == " " || body.last == "\n" { body.removeLast() }
        if body.last != "," { body += "," }
        return SwiftText.replacing(
            text.index(after: open)..<close, in: text, with: body + "\n" + productsEntry(for: name))
    }

    /// `text` without `name`'s entry (and the comment `--with-database` wrote above it) in
    /// `verticalProducts`; an emptied dictionary becomes `[:]`. A manifest without
    /// `verticalProducts` (a dependent's, say) is returned as it is.
    static func removingProducts(for name: String, from text: String) throws(ScaffoldError) -> String {
        guard declaresProducts(text) else { return text }
        let (open, close) = try SwiftText.bracketedValue(after: productsDeclaration, in: text, file: path)
        let inside = String(text[text.index(after: open)..<close])
        let comment = productsEntry(for: name).split(separator: "\n").first.map(String.init) ?? ""
        var lines = inside.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let entry = lines.firstIndex(where: { $0.trimmed(of: " ").hasPrefix("\"\(name)\":") }) else {
            return text
        }
        lines.remove(at: entry)
        if entry > 0, lines[entry - 1] == comment { lines.remove(at: entry - 1) }
        var body = lines.joined(separator: "\n")
        if body.trimmed(of: " \n").isEmpty {
            return SwiftText.replacing(open..<text.index(after: close), in: text, with: "[:]")
        }
        // The last entry left keeps the manifest's style: no comma after a lone entry.
        if !body.contains("\"\(name)\""), quotedKeys(in: body) == 1, let comma = body.lastIndex(of: ",") {
            let rest = body[body.index(after: comma)...]
            if rest.allSatisfy({ $0 == " " || $0 == "\n" }) { body.remove(at: comma) }
        }
        return SwiftText.replacing(text.index(after: open)..<close, in: text, with: body)
    }

    /// Whether `text` declares `verticalProducts` on a line of its own.
    static func declaresProducts(_ text: String) -> Bool {
        text.split(separator: "\n").contains { $0.hasPrefix(productsDeclaration) }
    }

    /// Whether `name` has an entry in `verticalProducts`.
    static func hasProducts(for name: String, in text: String) throws(ScaffoldError) -> Bool {
        guard declaresProducts(text) else { return false }
        let (open, close) = try SwiftText.bracketedValue(after: productsDeclaration, in: text, file: path)
        return text[text.index(after: open)..<close].contains("\"\(name)\":")
    }

    private static func quotedKeys(in text: String) -> Int {
        text.split(separator: "\n").filter { $0.trimmed(of: " ").hasPrefix("\"") }.count
    }

    private static func quotedNames(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}

extension StringProtocol {
    /// The text without leading and trailing characters in `set` (spaces and newlines here).
    func trimmed(of set: String) -> String {
        String(drop(while: { set.contains($0) }).reversed().drop(while: { set.contains($0) }).reversed())
    }
}
