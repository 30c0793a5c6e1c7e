public import Foundation

/// A vertical's localised strings: one table per locale, each a JSON object of
/// `key: text`, shipped as the vertical's resources (`Resources/Localization/de.json`).
///
/// Lookups use the locale in ``World/locale``. A key missing in that locale falls back to
/// the language without region, then to English, and a fallback is visibly marked so that
/// it is noticed; a key missing everywhere shows as `[[missing: key]]`. Nothing crashes.
///
/// ```swift
/// let strings = try StringTables(directory: resources.appending(path: "Localization"))
/// strings["map.title"]                                   // in Current.locale
/// strings.text("greeting", arguments: ["name": "Ada"])   // "Hello, Ada" for "Hello, {name}"
/// ```
public struct StringTables: Sendable, Hashable {
    /// How a lookup was answered.
    public enum Resolution: Sendable, Hashable {
        /// Found in the locale asked for (or its language).
        case found(LocaleID)
        /// Missing there; the English text was used.
        case fellBackToEnglish
        /// Missing in English too.
        case missing
    }

    /// Whether fallbacks are marked in the text.
    public enum Marking: Sendable, Hashable {
        /// `[en] Map` for an English fallback, `[[missing: key]]` for a missing key.
        case visible
        /// The English text as it is for a fallback; the key itself for a missing key.
        case none
    }

    /// The tables: locale identifier to key to text.
    public let tables: [LocaleID: [String: String]]
    /// How fallbacks show in ``text(_:locale:arguments:)``.
    public var marking: Marking

    /// Makes tables from values; English should be among them.
    public init(_ tables: [LocaleID: [String: String]], marking: Marking = .visible) {
        self.tables = tables
        self.marking = marking
    }

    /// Loads every `<locale>.json` in `directory`.
    ///
    /// - Throws: ``StringTablesError`` naming the file (and key) that is unreadable, not a
    ///   JSON object of strings, or when there is no `en.json`.
    public init(directory: URL, marking: Marking = .visible) throws(StringTablesError) {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
        } catch {
            throw StringTablesError(file: directory.path, key: nil, message: "cannot list the directory: \(error)")
        }
        var tables: [LocaleID: [String: String]] = [:]
        for file in files {
            tables[LocaleID(file.deletingPathExtension().lastPathComponent)] = try Self.load(file)
        }
        guard tables[.english] != nil else {
            throw StringTablesError(
                file: directory.appendingPathComponent("en.json").path, key: nil,
                message: "there is no English table; add en.json, the table every lookup falls back to")
        }
        self.init(tables, marking: marking)
    }

    private static func load(_ file: URL) throws(StringTablesError) -> [String: String] {
        let json: JSON
        do {
            json = try JSON(parsing: try Data(contentsOf: file))
        } catch let error as JSONParseError {
            throw StringTablesError(file: file.path, key: nil, message: error.description)
        } catch {
            throw StringTablesError(file: file.path, key: nil, message: "cannot read the file: \(error)")
        }
        guard case .object(let members) = json else {
            throw StringTablesError(
                file: file.path, key: nil, message: "expected an object of key: text, found \(json.typeName)")
        }
        var table: [String: String] = [:]
        for (key, value) in members {
            guard case .string(let text) = value else {
                throw StringTablesError(
                    file: file.path, key: key, message: "expected a string, found \(value.typeName)")
            }
            // A table is a Swift dictionary, whose keys compare by canonical equivalence:
            // two JSON keys that differ only in Unicode normalization would become one.
            if let earlier = table.index(forKey: key) {
                throw StringTablesError(
                    file: file.path, key: key,
                    message: "the key differs from the key \"\(table[earlier].key)\" only in Unicode normalization, "
                        + "so lookups cannot tell them apart; keep one spelling")
            }
            table[key] = text
        }
        return table
    }

    /// Looks `key` up in `locale`, then its language, then English.
    public func lookup(_ key: String, locale: LocaleID) -> (text: String?, resolution: Resolution) {
        for candidate in [locale, locale.language] {
            if let text = tables[candidate]?[key] { return (text, .found(candidate)) }
        }
        if let text = tables[.english]?[key] { return (text, .fellBackToEnglish) }
        return (nil, .missing)
    }

    /// The text for `key` in `locale` (by default ``World/locale`` of ``Current``), with
    /// `{name}` placeholders replaced from `arguments`, and fallbacks marked as ``marking`` says.
    public func text(_ key: String, locale: LocaleID? = nil, arguments: [String: String] = [:]) -> String {
        let locale = locale ?? Current.locale
        let (found, resolution) = lookup(key, locale: locale)
        let text: String
        switch (resolution, marking) {
        case (.found, _), (.fellBackToEnglish, .none): text = found ?? key
        case (.fellBackToEnglish, .visible): text = "[en] " + (found ?? key)
        case (.missing, .visible): return "[[missing: \(key)]]"
        case (.missing, .none): return key
        }
        return arguments.isEmpty ? text : Self.substitute(arguments, into: text)
    }

    /// The text for `key` in ``Current``'s locale.
    public subscript(key: String) -> String { text(key) }

    /// Keys that English has and `locale` (or its language) lacks: the keys a lookup in
    /// `locale` answers with the English fallback.
    public func untranslatedKeys(in locale: LocaleID) -> [String] {
        let english = tables[.english] ?? [:]
        return english.keys.filter { lookup($0, locale: locale).resolution == .fellBackToEnglish }.sorted()
    }

    /// Replaces each `{name}` in one pass, so a value that itself contains `{other}` is
    /// inserted as it is, never substituted again.
    private static func substitute(_ arguments: [String: String], into template: String) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"),
                let value = arguments[String(rest[rest.index(after: open)..<close])]
            else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// A string table that could not be loaded: the file, the key if one is at fault, and why.
public struct StringTablesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file (or directory) at fault.
    public let file: String
    /// The key at fault, when one is.
    public let key: String?
    /// What was wrong.
    public let message: String

    /// Makes an error.
    public init(file: String, key: String?, message: String) {
        self.file = file
        self.key = key
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String {
        "\(file)\(key.map { ": key \"\($0)\"" } ?? ""): \(message)"
    }
}

extension StringTables {
    /// Loads the tables a target ships in `Resources/Localization/`.
    ///
    /// ```swift
    /// let strings = try StringTables(bundle: .module)
    /// ```
    public init(bundle: Bundle, marking: Marking = .visible) throws(StringTablesError) {
        let directory: URL
        do {
            directory = try bundle.resourceFile("Localization")
        } catch {
            throw StringTablesError(file: error.bundle, key: nil, message: error.description)
        }
        try self.init(directory: directory, marking: marking)
    }
}
