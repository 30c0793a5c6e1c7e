import HubInterfaces
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
            (
                "maps.nearby", ["latitude": 47, "longitude": 8] as JSON,
                #"radiusMeters: missing required field "radiusMeters" (required)"#
            ),
            (
                "maps.nearby", ["latitude": "north", "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: expected a number"
            ),
            ("maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": ["zoo"]] as JSON, "kinds[0]"),
            (
                "maps.nearby", ["latitude": 95, "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: 95 is more than the maximum, 90 (maximum)"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": -1] as JSON,
                "radiusMeters: -1 must be more than 0 (exclusiveMinimum)"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 60_000] as JSON,
                "radiusMeters: 60000 is more than the maximum, 50000 (maximum)"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": []] as JSON,
                "kinds: has 0 elements, fewer than the minimum of 1 (minItems)"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "limit": 0] as JSON,
                "limit: 0 is less than the minimum, 1 (minimum)"
            ),
            ("maps.place", ["identifier": "p-clinic"] as JSON, #"id: missing required field "id" (required)"#),
            ("maps.place", ["id": 7] as JSON, "id: expected a string"),
            ("maps.search", [:] as JSON, #"text: missing required field "text" (required)"#),
            (
                "maps.search", ["text": "   "] as JSON,
                #"text: "   " is blank; give at least one character that is not white space (pattern)"#
            ),
            (
                "maps.search", ["text": .string(String(repeating: "a", count: 101))] as JSON,
                "text: has 101 characters, more than the maximum of 100 (maxLength)"
            ),
        ])
    func queryPayloads(message: String, payload: JSON, expected: String) {
        let error = failure { _ = try plugin.onReceive(query: Message(message), payload: payload) }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        #expect(error?.messageName == message)
    }

    @Test("a query without a payload says that it needs one, as no payload rather than null")
    func missingPayload() {
        let error = failure { _ = try plugin.onReceive(query: .mapsNearby, payload: nil) }
        #expect(error?.code == .invalidPayload)
        #expect(
            error?.message.contains("<root>: expected an object, found no payload (type)") == true,
            "\(error?.message ?? "")")
    }

    @Test(
        "a malformed command payload throws at once with the coding path",
        arguments: [
            ("maps.select", [:] as JSON, #"placeID: missing required field "placeID" (required)"#),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47] as JSON,
                #"fromLongitude: missing required field "fromLongitude" (required)"#
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": "east"] as JSON,
                "fromLongitude: expected a number"
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": 200] as JSON,
                "fromLongitude: 200 is more than the maximum, 180 (maximum)"
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
        #expect(
            error?.message.contains(#"pins[0].latitude: missing required field "latitude" (required)"#) == true,
            "\(error?.message ?? "")")
    }

    @Test("a map with more pins than the bound is refused by the contract, naming pins")
    func tooManyPins() throws {
        let pins = (0...MapsPlugin.maximumPins).map { MapPin(title: "\($0)", latitude: 47, longitude: 8) }
        let payload = try JSON(encoding: MapConfiguration(showDetailSelectable: false, pins: pins))
        let error = failure { _ = try plugin.onReceive(viewQuery: .mapsView, payload: payload) }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains("pins: has 1001 elements, more than the maximum of 1000 (maxItems)") == true)
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
