import HubInterfaces
import Prelude

/// What the verticals offer the command line, read from ``verticals``: their switch and
/// setting names (`maps.search`, `info.latency`) and the locales they all ship, for
/// validation, help texts and completions.
enum HostCatalog {
    /// Every switch as `<key>.<switch>`, in the verticals' order.
    static let switchNames: [String] = verticals.flatMap { vertical in
        vertical.switches.map { "\(vertical.key).\($0.name)" }
    }

    /// Every setting as `<key>.<setting>`, in the verticals' order.
    static let settingNames: [String] = verticals.flatMap { vertical in
        vertical.settings.map { "\(vertical.key).\($0.name)" }
    }

    /// The locales every vertical ships strings for, English first, then by identifier.
    static let locales: [LocaleID] = {
        let tables = verticals.map { Set($0.worldSection(of: World()).strings.tables.keys) }
        let shared = tables.dropFirst().reduce(tables.first ?? [.english]) { $0.intersection($1) }
        return shared.sorted { lhs, rhs in
            lhs == .english || (rhs != .english && lhs.identifier < rhs.identifier)
        }
    }()

    /// The vertical whose command-line prefix is `key`, or `nil`.
    static func vertical(key: String) -> (any VerticalEntryPoint)? {
        verticals.first { $0.key == key }
    }

    /// The verticals' prefixes, for error messages.
    static var keys: [String] { verticals.map(\.key) }
}
