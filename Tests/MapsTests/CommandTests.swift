import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' commands and events")
struct CommandTests {
    let plugin: MapsPlugin

    init() throws {
        plugin = try MapsPlugin.makeForTest()
    }

    @Test("maps.select publishes the selection and the outcome, tagged with the command's id")
    func select() async throws {
        let selections = try plugin.publisher(forEvent: .mapsSelection, payload: nil).subscription()
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        try Fixtures.withMaps {
            try plugin.onReceive(command: .mapsSelect, payload: ["placeID": "p-clinic"], correlationID: "sel-1")
        }
        let selection = await selections.next()
        let outcome = await outcomes.next()
        #expect(selection?.correlationID == "sel-1")
        #expect(selection?.value?["placeID"] == "p-clinic")
        #expect(try selection?.value?["place"]?.decode(PlaceSummary.self).name == "Praxis Zürichberg")
        #expect(outcome?.correlationID == "sel-1")
        #expect(outcome?.value?["command"] == "maps.select")
        #expect(outcome?.value?["place"]?["id"] == "p-clinic")
        #expect(
            plugin.viewModel.state.value.selection == MapState.Selection(placeID: "p-clinic", correlationID: "sel-1"))
    }

    @Test("maps.select of an unknown place is a failure on maps.outcomes with the id, and selects nothing")
    func selectUnknown() async throws {
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        let selections = try plugin.publisher(forEvent: .mapsSelection, payload: nil).subscription()
        try Fixtures.withMaps {
            try plugin.onReceive(command: .mapsSelect, payload: ["placeID": "nowhere"], correlationID: "sel-2")
            try plugin.onReceive(command: .mapsSelect, payload: ["placeID": "p-far"], correlationID: "sel-3")
        }
        let failure = await outcomes.next()
        #expect(failure?.correlationID == "sel-2")
        #expect(failure?.error?.code == .failed)
        #expect(failure?.error?.message.hasPrefix("not found: placeID: no place has id \"nowhere\"") == true)
        #expect(failure?.error?.messageName == "maps.select")
        // The unknown id published no selection: the first selection is the later command's.
        #expect(await selections.next()?.correlationID == "sel-3")
    }

    @Test("maps.directions publishes a route with distance, times and an English summary")
    func directions() async throws {
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        try Fixtures.withMaps {
            try plugin.onReceive(
                command: .mapsDirections,
                payload: ["placeID": "p-far", "fromLatitude": 47.3769, "fromLongitude": 8.5417],
                correlationID: "dir-1")
        }
        let outcome = await outcomes.next()
        #expect(outcome?.correlationID == "dir-1")
        let route = try #require(try outcome?.value?["route"]?.decode(Route.self))
        #expect(route.placeID == "p-far")
        #expect((3_800...3_900).contains(route.distanceMeters))
        #expect(route.walkingMinutes == 46)
        #expect(route.drivingMinutes == 10)
        #expect(outcome?.value?["summary"] == "Apotheke Oerlikon: 3.8 km, 46 min on foot, 10 min by car")
        #expect(plugin.viewModel.state.value.route == route)
    }

    @Test("maps.directions speaks German, with a decimal comma")
    func directionsGerman() async throws {
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        try Fixtures.withMaps(locale: "de") {
            try plugin.onReceive(
                command: .mapsDirections, payload: ["placeID": "p-far", "fromLatitude": 47.0, "fromLongitude": 8.0],
                correlationID: "dir-2")
        }
        let summary = await outcomes.next()?.value?["summary"]?.stringValue
        #expect(summary == "Apotheke Oerlikon: 61,5 km, 12 Std. 18 Min. zu Fuß, 2 Std. 28 Min. mit dem Auto")
    }

    @Test("maps.directions to an unknown place is a failure on the stream with the id")
    func directionsUnknown() async throws {
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        try Fixtures.withMaps {
            try plugin.onReceive(
                command: .mapsDirections, payload: ["placeID": "gone", "fromLatitude": 47.0, "fromLongitude": 8.0],
                correlationID: "dir-3")
        }
        let outcome = await outcomes.next()
        #expect(outcome?.correlationID == "dir-3")
        #expect(outcome?.error?.message.hasPrefix("not found: placeID") == true)
    }

    @Test("the view model's state tells its observers about a selection, not about a failed one")
    func viewModelObservers() {
        let model = MapViewModel()
        let seen = Locked([String?]())
        let token = model.state.bind { state in seen.withLock { $0.append(state.selection?.placeID) } }
        Fixtures.withMaps {
            _ = model.select(placeID: "p-lion", correlationID: "c1")
            _ = model.select(placeID: "nowhere", correlationID: "c2")
        }
        // Nothing else sends to this observable, so each update is delivered before it returns.
        #expect(seen.value == [nil, "p-lion"])
        token.cancel()
    }

    @Test("an unknown command is refused as an unknown message")
    func unknownCommand() {
        let error = #expect(throws: PluginError.self) {
            try plugin.onReceive(command: "maps.zoom", payload: nil, correlationID: "x")
        }
        #expect(error?.code == .unknownMessage)
    }

    @Test("short distances are metres, long times hours and minutes")
    func routeText() throws {
        let english = RouteText(strings: try MapsWorld.bundledStrings())
        World.withOverrides({ $0.locale = "en" }) {
            #expect(english.distance(842) == "840 m")
            #expect(english.distance(994) == "990 m")
            #expect(english.distance(996) == "1.0 km")
            #expect(english.duration(59) == "59 min")
            #expect(english.duration(125) == "2 h 5 min")
        }
    }
}
