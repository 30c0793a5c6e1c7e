import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' view")
struct ViewTests {
    let plugin: MapsPlugin

    init() throws {
        plugin = try MapsPlugin.makeForTest()
    }

    static let pins = [
        MapPin(title: "Bahnhof-Apotheke", latitude: 47.3769, longitude: 8.5417, placeID: "p-night"),
        MapPin(title: "Spital", latitude: 47.3764, longitude: 8.5490, placeID: "p-hospital"),
        MapPin(title: "Oerlikon", latitude: 47.4111, longitude: 8.5446, placeID: "p-far"),
    ]

    private func view(_ configuration: MapConfiguration) throws -> ViewNode {
        try plugin.onReceive(viewQuery: .mapsView, payload: try JSON(encoding: configuration))
    }

    private func buttons(_ node: ViewNode) -> [ViewNode] {
        (node.role == .button ? [node] : []) + node.children.flatMap(buttons)
    }

    private func map(_ screen: ViewNode) -> ViewNode? {
        screen.children.first { $0.role == .map }
    }

    @Test("userAsksForDirections gives each pin a Directions button naming its place")
    func directions() throws {
        let screen = try Fixtures.withMaps {
            try view(MapConfiguration(isSearchEnabled: false, selectionPolicy: .userAsksForDirections, pins: Self.pins))
        }
        #expect(screen.role == .screen && screen.text == "Map")
        let pins = map(screen)?.children ?? []
        #expect(pins.map(\.text) == ["Bahnhof-Apotheke", "Spital", "Oerlikon"])
        #expect(pins.map { $0.attributes["placeID"] } == ["p-night", "p-hospital", "p-far"])
        let directions = buttons(screen)
        #expect(
            directions.map(\.text) == [
                "Directions to Bahnhof-Apotheke", "Directions to Universitätsspital Zürich",
                "Directions to Apotheke Oerlikon",
            ])
        #expect(directions.allSatisfy { $0.action == "maps.directions" })
        #expect(map(screen)?.attributes["zoom"] == 12)
    }

    @Test("showDetails shows kind, address, phone and open state; selectable adds a Select button")
    func details() throws {
        let (plain, selectable) = try Fixtures.withMaps {
            (
                try view(MapConfiguration(isSearchEnabled: false, showDetailSelectable: false, pins: Self.pins)),
                try view(MapConfiguration(isSearchEnabled: false, showDetailSelectable: true, pins: Self.pins))
            )
        }
        let hospital = map(plain)?.children[1]
        #expect(
            hospital?.children.map(\.text) == [
                "Hospital", "Rämistrasse 100, 8091 Zürich", "Phone: +41 44 255 11 11", "Open now",
            ])
        #expect(map(plain)?.children[0].children.last?.text == "Closed now")
        #expect(buttons(plain).isEmpty)
        let select = buttons(selectable)
        #expect(
            select.map(\.text) == [
                "Select Bahnhof-Apotheke", "Select Universitätsspital Zürich", "Select Apotheke Oerlikon",
            ])
        #expect(select.allSatisfy { $0.action == "maps.select" && $0.attributes["placeID"] != nil })
    }

    @Test("German labels in the view")
    func german() throws {
        let screen = try Fixtures.withMaps(features: [.search], locale: "de") {
            try view(
                MapConfiguration(isSearchEnabled: true, showDetailSelectable: true, pins: Array(Self.pins.prefix(2))))
        }
        #expect(screen.text == "Karte")
        #expect(screen.children.first?.text == "Orte suchen")
        let hospital = map(screen)?.children[1]
        #expect(
            hospital?.children.map(\.text) == [
                "Krankenhaus", "Rämistrasse 100, 8091 Zürich", "Telefon: +41 44 255 11 11", "Jetzt geöffnet",
                "Universitätsspital Zürich auswählen",
            ])
        let directions = try Fixtures.withMaps(locale: "de") {
            try view(MapConfiguration(isSearchEnabled: false, selectionPolicy: .userAsksForDirections, pins: Self.pins))
        }
        #expect(buttons(directions).first?.text == "Route zu Bahnhof-Apotheke")
    }

    @Test("a pin without a place id is shown without details or buttons; no pins shows a note")
    func plainPins() throws {
        let (plain, empty) = try Fixtures.withMaps {
            (
                try view(
                    MapConfiguration(
                        isSearchEnabled: false, selectionPolicy: .userAsksForDirections,
                        pins: [MapPin(title: "Home", latitude: 47.0, longitude: 8.0)])),
                try view(MapConfiguration(isSearchEnabled: false, selectionPolicy: .userAsksForDirections))
            )
        }
        #expect(map(plain)?.children.map(\.text) == ["Home"])
        #expect(map(plain)?.children.first?.children.isEmpty == true)
        #expect(map(empty)?.children.map(\.text) == ["No places to show"])
    }

    @Test("a pin naming an unknown place is a not-found error naming the pin")
    func unknownPin() {
        Fixtures.withMaps {
            let error = #expect(throws: PluginError.self) {
                try view(
                    MapConfiguration(
                        selectionPolicy: .userAsksForDirections,
                        pins: [MapPin(title: "?", latitude: 0, longitude: 0, placeID: "gone")]))
            }
            #expect(error?.code == .failed)
            #expect(error?.message.contains("not found: pins[0].placeID: no place has id \"gone\"") == true)
        }
    }

    @Test("the selected place's pin is marked")
    func selectedPin() throws {
        let screen = try Fixtures.withMaps {
            try plugin.onReceive(command: .mapsSelect, payload: ["placeID": "p-hospital"], correlationID: "c1")
            return try view(MapConfiguration(isSearchEnabled: false, showDetailSelectable: true, pins: Self.pins))
        }
        #expect(map(screen)?.children.map { $0.attributes["selected"] } == [nil, true, nil])
    }

    @Test("an unknown view query is refused")
    func unknownView() {
        let error = #expect(throws: PluginError.self) { try plugin.onReceive(viewQuery: "maps.list", payload: nil) }
        #expect(error?.code == .unknownMessage)
    }
}
