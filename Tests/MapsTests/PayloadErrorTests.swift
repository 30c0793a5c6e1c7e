import HubInterfaces
import Maps
import Prelude
import Testing

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

    // The hub refuses every payload that breaks its message's contract before Maps sees it
    // (HostCLITests' HubPayloadRefusalTests keep the contract's words); what Maps refuses
    // itself is a payload its types cannot decode, and values its worker cannot use.
    @Test(
        "a malformed query payload throws invalidPayload with the coding path",
        arguments: [
            (
                "maps.nearby", ["latitude": 47, "longitude": 8] as JSON,
                #"radiusMeters: missing mandatory field "radiusMeters""#
            ),
            (
                "maps.nearby", ["latitude": "north", "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: expected a number"
            ),
            ("maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": ["zoo"]] as JSON, "kinds[0]"),
            (
                "maps.nearby", ["latitude": 95, "longitude": 8, "radiusMeters": 5] as JSON,
                "latitude: 95.0 is not a latitude in -90...90"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": -1] as JSON,
                "radiusMeters: -1.0 is not a radius in metres above 0 and at most 50000"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 60_000] as JSON,
                "radiusMeters: 60000.0 is not a radius in metres above 0 and at most 50000"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "kinds": []] as JSON,
                "kinds: the list is empty; leave kinds out to ask for every kind"
            ),
            (
                "maps.nearby", ["latitude": 47, "longitude": 8, "radiusMeters": 5, "limit": 0] as JSON,
                "limit: 0 is not in 1...1000"
            ),
            ("maps.place", ["identifier": "p-clinic"] as JSON, #"id: missing mandatory field "id""#),
            ("maps.place", ["id": 7] as JSON, "id: expected a string"),
            ("maps.search", [:] as JSON, #"text: missing mandatory field "text""#),
            ("maps.search", ["text": "   "] as JSON, "text: the text is empty; give part of a name or an address"),
            (
                "maps.search", ["text": .string(String(repeating: "a", count: 101))] as JSON,
                "text: the text is longer than 100 characters"
            ),
        ])
    func queryPayloads(message: String, payload: JSON, expected: String) {
        let error = failure { _ = try plugin.onReceive(query: Message(message), payload: payload) }
        #expect(error?.code == .invalidPayload)
        #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        #expect(error?.messageName == message)
    }

    @Test("a query without a payload is refused by decoding, at the root")
    func missingPayload() {
        let error = failure { _ = try plugin.onReceive(query: .mapsNearby, payload: nil) }
        #expect(error?.code == .invalidPayload)
        #expect(
            error?.message.hasPrefix(#"Maps cannot use the payload of query "maps.nearby": <root>: expected an object"#)
                == true,
            "\(error?.message ?? "")")
    }

    @Test(
        "a malformed command payload throws at once with the coding path",
        arguments: [
            ("maps.select", [:] as JSON, #"placeID: missing mandatory field "placeID""#),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47] as JSON,
                #"fromLongitude: missing mandatory field "fromLongitude""#
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": "east"] as JSON,
                "fromLongitude: expected a number"
            ),
            (
                "maps.directions", ["placeID": "p-clinic", "fromLatitude": 47, "fromLongitude": 200] as JSON,
                "fromLongitude: 200.0 is not a longitude in -180...180"
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
            error?.message.contains(#"pins[0].latitude: missing mandatory field "latitude""#) == true,
            "\(error?.message ?? "")")
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
