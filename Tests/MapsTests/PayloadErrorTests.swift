import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' payload errors")
struct PayloadErrorTests {
    let plugin: MapsPlugin

    init() throws {
        plugin = try MapsPlugin.makeForTest()
    }

    /// The error `body` throws; it must be a PluginError.
    private func failure(_ body: () throws -> Void) -> PluginError? {
        Fixtures.withMaps(features: [.search]) {
            #expect(throws: PluginError.self) { try body() }
        }
    }

    @Test(
        "a malformed query payload throws invalidPayload with the coding path",
        arguments: [
            ("maps.nearby", ["latitude": 47, "longitude": 8] as JSON, "radiusMeters: missing mandatory field"),
            (
                "maps.nearby", ["latitude": "north", "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: expected a number"
            ),
            ("maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": ["zoo"]] as JSON, "kinds[0]"),
            (
                "maps.nearby", ["latitude": 95, "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: 95.0 is not a latitude"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": -1] as JSON,
                "radiusMeters: -1.0 is not a radius"
            ),
            ("maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 60_000] as JSON, "radiusMeters: 60000.0"),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": []] as JSON,
                "kinds: the list is empty"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "limit": 0] as JSON,
                "limit: 0 is not in"
            ),
            ("maps.place", ["identifier": "p-clinic"] as JSON, "id: missing mandatory field"),
            ("maps.place", ["id": 7] as JSON, "id: expected a string"),
            ("maps.search", [:] as JSON, "text: missing mandatory field"),
            ("maps.search", ["text": "   "] as JSON, "text: the text is empty"),
            ("maps.search", ["text": .string(String(repeating: "a", count: 101))] as JSON, "text: the text is longer"),
        ])
    func queryPayloads(message: String, payload: JSON, expected: String) {
        let error = failure { _ = try plugin.onReceive(query: Message(message), payload: payload) }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        #expect(error?.messageName == message)
    }

    @Test("a query without a payload says that it needs one")
    func missingPayload() {
        let error = failure { _ = try plugin.onReceive(query: .mapsNearby, payload: nil) }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains("needs a payload (NearbyPlacesRequest)") == true)
    }

    @Test(
        "a malformed command payload throws at once with the coding path",
        arguments: [
            ("maps.select", [:] as JSON, "placeID: missing mandatory field"),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47] as JSON,
                "fromLongitude: missing mandatory field"
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": "east"] as JSON,
                "fromLongitude: expected a number"
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": 200] as JSON,
                "fromLongitude: 200.0 is not a longitude"
            ),
        ])
    func commandPayloads(message: String, payload: JSON, expected: String) {
        let error = failure { try plugin.onReceive(command: Message(message), payload: payload, correlationID: "c1") }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
    }

    @Test("a malformed view payload throws with the coding path")
    func viewPayload() {
        let error = failure {
            _ = try plugin.onReceive(
                viewQuery: .mapsView,
                payload: [
                    "isSearchEnabled": true, "selectionPolicy": ["userAsksForDirections": [:]],
                    "pins": [["title": "x"]],
                ])
        }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains("pins[0].latitude: missing mandatory field") == true, "\(error?.message ?? "")")
    }

    @Test("events take no payload, and unknown events are refused")
    func eventPayloads() {
        let withPayload = #expect(throws: PluginError.self) {
            try plugin.publisher(forEvent: .mapsOutcomes, payload: ["x": 1])
        }
        #expect(withPayload?.code == .invalidPayload)
        let unknown = #expect(throws: PluginError.self) {
            try plugin.publisher(forEvent: "maps.searchResults", payload: nil)
        }
        #expect(unknown?.code == .unknownMessage)
    }
}
