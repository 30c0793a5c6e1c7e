import HubInterfaces
import PlatformHub
import Prelude

/// What `host world` prints: how the policy graph was known to be valid, then each vertical's
/// warnings, configuration, switches and strings.
struct WorldReport {
    /// The locale the strings are shown in.
    let locale: LocaleID
    /// How the hub knew its policy graph was valid.
    let graphValidation: GraphValidation?
    /// Each vertical's section, in the verticals' order.
    let sections: [WorldSection]

    /// The report for people.
    var text: String {
        var lines = ["Locale: \(locale)", "Policy graph: \(Self.text(graphValidation))"]
        for section in sections {
            lines.append("")
            lines.append(section.name)
            for warning in section.warnings {
                lines.append("  warning:       " + warning)
            }
            let configuration = section.configuration.keys.sorted().map { key in
                "\(key) = \(section.configuration[key].flatMap { try? $0.serialized() } ?? "null")"
            }
            lines.append("  configuration: " + (configuration.isEmpty ? "none" : configuration.joined(separator: ", ")))
            let switches = section.switches.keys.sorted().map { "\($0) \(section.switches[$0] == true ? "on" : "off")" }
            lines.append("  switches:      " + (switches.isEmpty ? "none" : switches.joined(separator: ", ")))
            lines.append("  strings:")
            for key in Self.keys(of: section) {
                lines.append("    \(key) = \(section.strings.text(key, locale: locale))")
            }
            let untranslated = section.strings.untranslatedKeys(in: locale)
            if !untranslated.isEmpty && locale.language != .english {
                lines.append("  untranslated in \(locale): \(untranslated.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as data.
    var json: JSON {
        .object([
            "locale": .string(locale.identifier),
            "policyGraph": .string(Self.text(graphValidation)),
            "verticals": .array(
                JSON.Array(
                    sections.map { section in
                        .object([
                            "name": .string(section.name),
                            "warnings": .array(JSON.Array(section.warnings.map(JSON.string))),
                            "configuration": .object(JSON.Object(section.configuration)),
                            "switches": .object(JSON.Object(section.switches.mapValues(JSON.bool))),
                            "strings": .object(
                                JSON.Object(
                                    Dictionary(
                                        uniqueKeysWithValues: Self.keys(of: section).map {
                                            ($0, JSON.string(section.strings.text($0, locale: locale)))
                                        }))),
                            "untranslated": .array(
                                JSON.Array(section.strings.untranslatedKeys(in: locale).map(JSON.string))),
                        ])
                    })),
        ])
    }

    /// How the graph was known to be valid, in words.
    static func text(_ validation: GraphValidation?) -> String {
        switch validation {
        case .whenBuilt: "validated when the host was built"
        case .atStart(let reason): "validated at start (\(reason))"
        case nil: "not validated yet"
        }
    }

    private static func keys(of section: WorldSection) -> [String] {
        (section.strings.tables[.english] ?? [:]).keys.sorted()
    }
}
