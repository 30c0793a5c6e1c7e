import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' switches change behaviour")
struct SwitchTests {
    let plugin: MapsPlugin

    init() throws {
        plugin = try MapsPlugin.makeForTest()
    }

    private func screen(_ configuration: MapConfiguration) throws -> ViewNode {
        try plugin.onReceive(viewQuery: .mapsView, payload: try JSON(encoding: configuration))
    }

    @Test("search off: maps.search is refused with the switch's name, and the view has no search field")
    func searchOff() throws {
        try Fixtures.withMaps(features: []) {
            let error = #expect(throws: PluginError.self) {
                try plugin.onReceive(query: .mapsSearch, payload: ["text": "x"])
            }
            #expect(error?.code == .unavailable)
            #expect(error?.message.contains("turn on the switch maps.search") == true)
            let view = try screen(MapConfiguration(isSearchEnabled: true, showDetailSelectable: false))
            #expect(!view.children.contains { $0.action == "maps.search" })
        }
    }

    @Test("search on: the field shows only when the configuration also asks for it")
    func searchOn() throws {
        try Fixtures.withMaps(features: [.search]) {
            let asked = try screen(MapConfiguration(isSearchEnabled: true, showDetailSelectable: false))
            let notAsked = try screen(MapConfiguration(isSearchEnabled: false, showDetailSelectable: false))
            #expect(asked.children.first?.action == "maps.search")
            #expect(asked.children.first?.text == "Search places")
            #expect(!notAsked.children.contains { $0.action == "maps.search" })
            #expect(try plugin.onReceive(query: .mapsSearch, payload: ["text": "spital"]).arrayValue?.count == 1)
        }
    }

    static let nearbyPins = [
        MapPin(title: "A", latitude: 47.3769, longitude: 8.5417, placeID: "p-night"),
        MapPin(title: "B", latitude: 47.3760, longitude: 8.5390, placeID: "p-lion"),
        MapPin(title: "C", latitude: 47.4111, longitude: 8.5446, placeID: "p-far"),
    ]

    @Test("clustering on merges pins in one cell at the zoom into one pin; off shows each")
    func clustering() throws {
        let configuration = MapConfiguration(isSearchEnabled: false, showDetailSelectable: false, pins: Self.nearbyPins)
        let off = try Fixtures.withMaps(features: []) { try screen(configuration) }
        let on = try Fixtures.withMaps(features: [.clustering]) { try screen(configuration) }
        let onDE = try Fixtures.withMaps(features: [.clustering], locale: "de") { try screen(configuration) }
        let offMap = off.children.first { $0.role == .map }
        let onMap = on.children.first { $0.role == .map }
        #expect(offMap?.children.map(\.text) == ["A", "B", "C"])
        #expect(onMap?.children.map(\.text) == ["2 places", "C"])
        #expect(onMap?.children.first?.attributes["count"] == 2)
        #expect(onMap?.children.first?.children.map(\.text) == ["A", "B"])
        #expect(onDE.children.first { $0.role == .map }?.children.first?.text == "2 Orte")
        #expect(onMap?.attributes["clustering"] == true && offMap?.attributes["clustering"] == false)
    }

    @Test("a switch flipped at run time applies to the next message")
    func flipAtRunTime() throws {
        try Fixtures.withMaps(features: []) {
            #expect(throws: PluginError.self) { try plugin.onReceive(query: .mapsSearch, payload: ["text": "x"]) }
            try World.withOverrides({ $0.maps.features[.search] = true }) { () throws in
                #expect(try plugin.onReceive(query: .mapsSearch, payload: ["text": "zürich"]).arrayValue?.count == 5)
            }
        }
    }
}
