import ClinicalRecords
import HubInterfaces
import Maps
import PlatformHub
import Prelude
import Testing

/// The payloads Maps and ClinicalRecords may not take, sent through the real hub to the real
/// verticals: the hub refuses each before the vertical sees it, as `invalidPayload`, in the
/// words of the message's contract (`<Receiver> cannot use the payload of <kind> "<message>":
/// <every place and why>`), naming the sender, the receiver, the message and its kind.
@Suite("The hub refuses the payloads the verticals' contracts refuse")
struct HubPayloadRefusalTests {
    /// The refusal of `send`, checked to be the hub's for `message` of `kind` from the shell
    /// to `receiver`.
    private static func refusal(
        _ kind: MessageKind, _ message: Message, to receiver: String, _ send: () throws -> Void
    ) -> PluginError? {
        let error = #expect(throws: PluginError.self) { try send() }
        #expect(error?.code == .invalidPayload)
        #expect(error?.messageName == message.name)
        #expect(error?.kind == kind)
        #expect(error?.sender == "Shell" && error?.receiver == receiver)
        #expect(
            error?.message.hasPrefix("\(receiver) cannot use the payload of \(kind) \"\(message)\": ") == true,
            "\(error?.message ?? "no error")")
        return error
    }

    // MARK: - Maps

    @Test(
        "a malformed query payload to Maps is refused as invalidPayload with the coding path",
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
    func mapsQueryPayloads(message: String, payload: JSON, expected: String) async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.query, Message(message), to: "Maps") {
                _ = try app.hub.send(query: Message(message), payload: payload, sender: app.shell)
            }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        }
    }

    @Test("a query to Maps without a payload is refused saying that it needs one, as no payload rather than null")
    func mapsMissingPayload() async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.query, .mapsNearby, to: "Maps") {
                _ = try app.hub.send(query: .mapsNearby, payload: nil, sender: app.shell)
            }
            #expect(
                error?.message.contains("<root>: expected an object, found no payload (type)") == true,
                "\(error?.message ?? "")")
        }
    }

    @Test(
        "a malformed command payload to Maps is refused at once with the coding path",
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
    func mapsCommandPayloads(message: String, payload: JSON, expected: String) async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.command, Message(message), to: "Maps") {
                try app.hub.send(command: Message(message), payload: payload, correlationID: "c1", sender: app.shell)
            }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        }
    }

    @Test("a malformed view payload to Maps is refused with the coding path")
    func mapsViewPayload() async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.viewQuery, .mapsView, to: "Maps") {
                _ = try app.hub.send(
                    viewQuery: .mapsView,
                    payload: [
                        "isSearchEnabled": true, "selectionPolicy": ["userAsksForDirections": [:]],
                        "pins": [["title": "x"]],
                    ], sender: app.shell)
            }
            #expect(
                error?.message.contains(#"pins[0].latitude: missing required field "latitude" (required)"#) == true,
                "\(error?.message ?? "")")
        }
    }

    @Test("a map with more pins than the bound is refused by the contract, naming pins")
    func mapsTooManyPins() async throws {
        let pins = (0...MapsPlugin.maximumPins).map {
            JSON.object(["title": .string("\($0)"), "latitude": 47, "longitude": 8])
        }
        let payload: JSON = [
            "isSearchEnabled": false, "selectionPolicy": ["showDetails": ["selectable": false]],
            "pins": .array(JSON.Array(pins)),
        ]
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.viewQuery, .mapsView, to: "Maps") {
                _ = try app.hub.send(viewQuery: .mapsView, payload: payload, sender: app.shell)
            }
            #expect(
                error?.message.contains("pins: has 1001 elements, more than the maximum of 1000 (maxItems)") == true)
        }
    }

    // MARK: - ClinicalRecords

    @Test(
        "a command payload that does not fit ClinicalRecords is refused at once, naming the message and the field",
        arguments: [
            (Message.recordsAdd, nil, "<root>: expected an object, found no payload (type)"),
            (.recordsAdd, ["section": "allergy", "clinicID": "x"], "title: missing required field \"title\""),
            (
                .recordsAdd, ["section": "hobby", "title": "t", "clinicID": "x"],
                "section: \"hobby\" is not one of \"allergy\""
            ),
            (
                .recordsAdd, ["section": "allergy", "title": 7, "clinicID": "x"],
                "title: expected a string, found integer 7"
            ),
            (
                .recordsAdd, ["section": "allergy", "title": "  ", "clinicID": "x"],
                "title: \"  \" is blank; give at least one character that is not white space"
            ),
            (
                .recordsAdd, ["section": "allergy", "title": "t", "clinicID": ""],
                "clinicID: has 0 characters, fewer than the minimum of 1 (minLength)"
            ),
            (
                .recordsAdd,
                ["section": "allergy", "title": .string(String(repeating: "a", count: 201)), "clinicID": "x"],
                "title: has 201 characters, more than the maximum of 200 (maxLength)"
            ),
            (.recordsEdit, ["id": 1], "<root>: has 1 field, fewer than the minimum of 2 (minProperties)"),
            (.recordsEdit, ["id": "one", "title": "t"], "id: expected an integer, found string \"one\""),
            (.recordsRemove, [:], "id: missing required field \"id\""),
            (
                .recordsRemove, ["id": 9_007_199_254_740_992],
                "id: 9007199254740992 is more than the maximum, 9007199254740991 (maximum)"
            ),
            (.recordsRemove, ["id": [1]], "id: expected an integer, found an array"),
        ] as [(Message, JSON?, String)])
    func recordsCommandPayloads(message: Message, payload: JSON?, expected: String) async throws {
        try await VerticalsOnHub.run { app in
            let before = try app.hub.send(query: .recordsSummary, payload: nil, sender: app.shell)["total"]
            let error = Self.refusal(.command, message, to: "ClinicalRecords") {
                try app.hub.send(command: message, payload: payload, correlationID: "bad", sender: app.shell)
            }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
            // Nothing reached the records.
            #expect(try app.hub.send(query: .recordsSummary, payload: nil, sender: app.shell)["total"] == before)
        }
    }

    @Test(
        "a query payload that does not fit ClinicalRecords is refused with its coding path",
        arguments: [
            (Message.recordsSection, nil, "<root>: expected an object, found no payload (type)"),
            (
                .recordsSection, ["section": "hobby"],
                "section: \"hobby\" is not one of \"allergy\", \"medication\", \"condition\" and \"appointment\" (enum)"
            ),
            (.recordsEntry, ["id": true], "id: expected an integer, found boolean true"),
            (.recordsEntry, "seven", "<root>: expected an object, found string \"seven\""),
        ] as [(Message, JSON?, String)])
    func recordsQueryPayloads(message: Message, payload: JSON?, expected: String) async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.query, message, to: "ClinicalRecords") {
                _ = try app.hub.send(query: message, payload: payload, sender: app.shell)
            }
            #expect(error?.message.contains(expected) == true, "\(error?.message ?? "no error")")
        }
    }

    @Test("a view payload that does not fit ClinicalRecords is refused with its coding path")
    func recordsViewPayload() async throws {
        try await VerticalsOnHub.run { app in
            let error = Self.refusal(.viewQuery, .recordsView, to: "ClinicalRecords") {
                _ = try app.hub.send(viewQuery: .recordsView, payload: ["id": "x"], sender: app.shell)
            }
            #expect(
                error?.message.contains(#""records.view": id: expected an integer, found string "x" (type)"#) == true,
                "\(error?.message ?? "no error")")
        }
    }
}
