import Foundation
import HubInterfaces
import Maps
import Prelude
import Testing

@Suite("Maps' entry point")
struct EntryPointTests {
    let maps = MapsVertical()

    @Test("names, switches, settings, plugin and policy")
    func description() throws {
        #expect(maps.name == "Maps")
        #expect(maps.key == "maps")
        #expect(maps.switches.map(\.name) == ["search", "clustering"])
        #expect(maps.switches.allSatisfy { !$0.summary.isEmpty && $0.defaultValue.isEmpty })
        #expect(maps.settings.map(\.name) == ["defaultZoom"])
        #expect(maps.settings.first?.defaultValue == "12")
        #expect(ObjectIdentifier(maps.pluginType) == ObjectIdentifier(MapsPlugin.self))
        #expect(FileManager.default.fileExists(atPath: try maps.policyFilePath()))
        #expect(try maps.policyFilePath().hasSuffix("Policy/Maps.json"))
    }

    @Test("configureWorld sets switches, settings and the live places from the bundled dataset")
    func configure() throws {
        // configureWorld changes the shared base, as the host does; every other Maps test
        // reads Maps' world through its own overrides, so running in parallel is safe.
        let settings = HostSettings(
            locale: "de", dataDirectory: "/tmp/maps", enabledSwitches: ["search"], values: ["defaultZoom": "14"])
        try maps.configureWorld(settings)
        let section = maps.worldSection(of: World.current)
        #expect(section.name == "Maps")
        #expect(section.configuration["defaultZoom"] == 14)
        #expect((section.configuration["places"]?.intValue ?? 0) >= 200)
        #expect(section.switches == ["search": true, "clustering": false])
        #expect(section.strings.text("maps.title", locale: "de") == "Karte")
        // Leave the base with every switch off and the default zoom.
        try maps.configureWorld(HostSettings(locale: "en", dataDirectory: "/tmp/maps"))
    }

    @Test(
        "configureWorld names an unknown switch or setting, or an unusable value",
        arguments: [
            (
                Set(["serch"]), [String: String](),
                "maps.serch: there is no such switch; use one of maps.search, maps.clustering"
            ),
            (Set<String>(), ["zoom": "3"], "maps.zoom: there is no such setting; use maps.defaultZoom"),
            (Set<String>(), ["defaultZoom": "0"], "maps.defaultZoom: \"0\" is not a whole zoom level from 1 to 20"),
            (Set<String>(), ["defaultZoom": "close"], "maps.defaultZoom: \"close\" is not a whole zoom level"),
        ])
    func badSettings(switches: Set<String>, values: [String: String], message: String) {
        let error = #expect(throws: MapsSettingError.self) {
            try maps.configureWorld(
                HostSettings(locale: "en", dataDirectory: "/tmp/maps", enabledSwitches: switches, values: values))
        }
        #expect(error?.description.hasPrefix(message) == true, "\(error?.description ?? "no error")")
    }
}
