/// The rules file check-dependencies reads (`Scripts/dependency-rules.json`, or
/// `dependency-rules.json` at the root of a package that has no `Scripts/` one): the entry that
/// lets a vertical made `--with-database` link GRDB, with the reason check-dependencies prints.
enum DependencyRulesEdit {
    /// Where the rules file may be, from the package root, in the order check-dependencies
    /// looks: the first that exists is the one it reads.
    static let paths = ["Scripts/dependency-rules.json", "dependency-rules.json"]
    private static let section = ["verticalProducts"]

    /// `text` (the file `file`) with `vertical` allowed to link GRDB.
    static func allowingGRDB(for vertical: String, in text: String, file: String) throws(ScaffoldError) -> String {
        let entry = """
            {
                  "vertical": "\(vertical)",
                  "product": "GRDB",
                  "reason": "\(vertical) keeps its data in SQLite through GRDB (made by new-vertical --with-database): \
            migrations, transactions, files 0600 in a folder 0700. No other vertical may link it."
                }
            """
        let text = try withSection(text, file: file)
        return try JSONArrayEdit.appending(entry, at: section, in: text, file: file, separator: ",\n    ")
    }

    /// Whether `text` (the file `file`) lets `vertical` link a product.
    static func hasEntry(for vertical: String, in text: String, file: String) throws(ScaffoldError) -> Bool {
        try text != removingEntries(for: vertical, from: text, file: file)
    }

    /// `text` (the file `file`) without the entries that let `vertical` link a product; `text`
    /// itself when it has no `verticalProducts`.
    static func removingEntries(for vertical: String, from text: String, file: String) throws(ScaffoldError) -> String {
        guard try JSONText(text, file: file).root().members.contains(where: { $0.key == section[0] }) else {
            return text
        }
        return try JSONArrayEdit.removing(at: section, in: text, file: file) { value, _ in
            value.members.contains { $0.key == "vertical" && $0.value.string == vertical }
        }
    }

    /// `text` with an empty `verticalProducts` first in its object when it has none (a
    /// dependent's rules file may hold only `interfacesTarget`).
    private static func withSection(_ text: String, file: String) throws(ScaffoldError) -> String {
        let json = JSONText(text, file: file)
        let root = try json.root()
        guard !root.members.contains(where: { $0.key == section[0] }) else { return text }
        guard json.scalars[root.range.lowerBound] == "{" else {
            throw ScaffoldError("\(file) is not a JSON object; fix the file, then run the tool again")
        }
        let open = root.range.lowerBound + 1
        let rest = root.members.isEmpty ? "\n" : ",\n  "
        return json.text(0..<open) + "\n  \"\(section[0])\": []" + rest
            + json.text(open..<json.scalars.count).drop(while: { $0 == " " || $0 == "\n" })
    }
}
