import ClinicalRecords
import Info
import Maps
import Prelude

/// What `host world` prints: each vertical's configuration, switches and strings.
struct WorldReport {
    /// One vertical's part of the report.
    struct Vertical {
        let name: String
        let configuration: [(key: String, value: JSON)]
        let switches: [(name: String, isOn: Bool)]
        let strings: StringTables
    }

    let locale: LocaleID
    let verticals: [Vertical]

    init(world: World) {
        locale = world.locale
        verticals = [
            Vertical(
                name: "Maps", configuration: [("defaultZoom", .int(world.maps.configuration.defaultZoom))],
                switches: world.maps.features.all.map { ($0.feature.rawValue, $0.isOn) }, strings: world.maps.strings),
            Vertical(
                name: "ClinicalRecords",
                configuration: [("pharmacyRadius", .double(world.clinicalRecords.configuration.pharmacyRadius))],
                switches: world.clinicalRecords.features.all.map { ($0.feature.rawValue, $0.isOn) },
                strings: world.clinicalRecords.strings),
            Vertical(
                name: "Info",
                configuration: [
                    ("appVersion", .string(world.info.configuration.appVersion)),
                    ("supportAddress", .string(world.info.configuration.supportAddress)),
                ],
                switches: world.info.features.all.map { ($0.feature.rawValue, $0.isOn) }, strings: world.info.strings),
        ]
    }

    var text: String {
        var lines = ["Locale: \(locale)"]
        for vertical in verticals {
            lines.append("")
            lines.append(vertical.name)
            let configuration = vertical.configuration.map { "\($0.key) = \($0.value)" }
            lines.append("  configuration: " + configuration.joined(separator: ", "))
            lines.append(
                "  switches:      "
                    + vertical.switches.map { "\($0.name) \($0.isOn ? "on" : "off")" }.joined(separator: ", "))
            lines.append("  strings:")
            for key in keys(of: vertical) {
                lines.append("    \(key) = \(vertical.strings.text(key, locale: locale))")
            }
            let untranslated = vertical.strings.untranslatedKeys(in: locale)
            if !untranslated.isEmpty && locale.language != .english {
                lines.append("  untranslated in \(locale): \(untranslated.joined(separator: ", "))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var json: JSON {
        .object([
            "locale": .string(locale.identifier),
            "verticals": .array(
                verticals.map { vertical in
                    .object([
                        "name": .string(vertical.name),
                        "configuration": .object(Dictionary(uniqueKeysWithValues: vertical.configuration)),
                        "switches": .object(
                            Dictionary(uniqueKeysWithValues: vertical.switches.map { ($0.name, JSON.bool($0.isOn)) })),
                        "strings": .object(
                            Dictionary(
                                uniqueKeysWithValues: keys(of: vertical).map {
                                    ($0, JSON.string(vertical.strings.text($0, locale: locale)))
                                })),
                        "untranslated": .array(vertical.strings.untranslatedKeys(in: locale).map(JSON.string)),
                    ])
                }),
        ])
    }

    private func keys(of vertical: Vertical) -> [String] {
        (vertical.strings.tables[.english] ?? [:]).keys.sorted()
    }
}
