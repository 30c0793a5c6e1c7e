import Prelude

/// Reads the locale a user typed (`DE`, `de_DE`, `de-de`, `de-AT`) as a ``LocaleID`` the
/// string tables know: the language in lower case, the region in upper case, `-` between.
enum LocaleChoice {
    /// The locale `text` names, normalised.
    ///
    /// English needs no look at `available`: it is the language every string table falls back
    /// to and must ship (a table without `en.json` does not load), so the verticals' tables are
    /// read only for another language, or to list the choices in an error.
    ///
    /// - Throws: ``HostUsageError`` when `text` is not a language code with an optional
    ///   region, or when some vertical ships no strings in its language; the error lists
    ///   `available()`.
    static func locale(_ text: String, available: () -> [LocaleID]) throws(HostUsageError) -> LocaleID {
        var choices: String { available().map(\.identifier).joined(separator: ", ") }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard (1...2).contains(parts.count), let language = parts.first,
            (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }),
            parts.count == 1 || parts[1].count == 2 && parts[1].allSatisfy({ $0.isASCII && $0.isLetter })
        else {
            throw HostUsageError(
                "Give --locale as a language code with an optional region, such as de, de-AT or de_DE; "
                    + "'\(text.prefix(64))' is not one. The locales there are: \(choices).")
        }
        let normalised = LocaleID(
            ([language.lowercased()] + parts.dropFirst().map { $0.uppercased() }).joined(separator: "-"))
        guard normalised.language == .english || available().contains(normalised.language) else {
            throw HostUsageError(
                "Use one of the locales \(choices) (a region such as de-AT falls back to its language); "
                    + "there are no strings for '\(normalised)'.")
        }
        return normalised
    }
}
