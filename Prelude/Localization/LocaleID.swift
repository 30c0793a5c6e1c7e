/// A locale such as `en`, `de` or `en-GB`, as the string tables name their files.
///
/// ```swift
/// let locale: LocaleID = "en-GB"
/// locale.language      // "en"
/// ```
public struct LocaleID: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier: a language code, optionally followed by `-` or `_` and a region.
    public let identifier: String

    /// English, the language every string table must have and every lookup falls back to.
    public static let english: LocaleID = "en"

    /// Makes a locale from an identifier such as `de` or `en_GB`.
    public init(_ identifier: String) {
        self.identifier = identifier.replacingUnderscores()
    }

    /// Makes a value from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Decodes the value from the form `encode(to:)` writes.
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the value in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// The language part: `en` for `en-GB`.
    public var language: LocaleID {
        guard let dash = identifier.firstIndex(of: "-") else { return self }
        return LocaleID(String(identifier[..<dash]))
    }

    /// The text shown when the value is printed.
    public var description: String { identifier }
}

private enum LocaleKey: WorldKey {
    static let defaultValue = LocaleID.english
}

extension World {
    /// The locale every vertical's strings are looked up in. Defaults to English.
    public var locale: LocaleID {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}
