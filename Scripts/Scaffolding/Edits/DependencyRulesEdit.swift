/// `Scripts/dependency-rules.json`: the entry that lets a vertical made `--with-database` link
/// GRDB, with the reason check-dependencies prints.
enum DependencyRulesEdit {
    /// The file's path from the package root.
    static let path = "Scripts/dependency-rules.json"
    private static let section = ["verticalProducts"]

    /// `text` with `vertical` allowed to link GRDB.
    static func allowingGRDB(for vertical: String, in text: String) throws(ScaffoldError) -> String {
        let entry = """
            {
                  "vertical": "\(vertical)",
                  "product": "GRDB",
                  "reason": "\(vertical) keeps its data in SQLite through GRDB (made by new-vertical --with-database): \
            migrations, transactions, files 0600 in a folder 0700. No other vertical may link it."
                }
            """
        return try JSONArrayEdit.appending(entry, at: section, in: text, file: path, separator: ",\n    ")
    }

    /// Whether `text` lets `vertical` link a product.
    static func hasEntry(for vertical: String, in text: String) throws(ScaffoldError) -> Bool {
        try text != removingEntries(for: vertical, from: text)
    }

    /// `text` without the entries that let `vertical` link a product.
    static func removingEntries(for vertical: String, from text: String) throws(ScaffoldError) -> String {
        try JSONArrayEdit.removing(at: section, in: text, file: path) { value, _ in
            value.members.contains { $0.key == "vertical" && $0.value.string == vertical }
        }
    }
}
