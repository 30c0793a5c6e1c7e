import Foundation
import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' plugin and policy")
struct PluginTests {
    @Test("the shipped policy lists exactly Maps' traffic, and Maps sends nothing")
    func policy() throws {
        let plugin = try MapsPlugin.makeForTest()
        let shipped = try JSON(parsing: try String(contentsOf: MapsWorld.policyFile(), encoding: .utf8)).decode(
            Policy.self)
        #expect(plugin.policy == shipped)
        #expect(shipped.name == "Maps")
        #expect(Set(shipped.receive.queries) == [.mapsNearby, .mapsPlace, .mapsSearch])
        #expect(shipped.receive.viewQueries == [.mapsView])
        #expect(Set(shipped.receive.commands) == [.mapsSelect, .mapsDirections])
        #expect(Set(shipped.publish.events) == [.mapsSelection, .mapsOutcomes])
        #expect(shipped.send == Policy.Routes())
        #expect(shipped.subscribe.events.isEmpty && shipped.subscribeAtAppLaunch.events.isEmpty)
    }

    @Test("every message in the policy is handled, and handling them sends nothing through the hub")
    func handlesItsPolicy() async throws {
        let sender = RecordingSender()
        let plugin = try MapsPlugin.makeForTest(sender: sender)
        let payloads: [Message: JSON] = [
            .mapsNearby: ["latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 500],
            .mapsPlace: ["id": "p-lion"], .mapsSearch: ["text": "lion"],
            .mapsView: try JSON(encoding: MapConfiguration(selectionPolicy: .userAsksForDirections)),
            .mapsSelect: ["placeID": "p-lion"],
            .mapsDirections: ["placeID": "p-lion", "fromLatitude": 47.0, "fromLongitude": 8.0],
        ]
        let outcomes = try plugin.publisher(forEvent: .mapsOutcomes, payload: nil).subscription()
        try Fixtures.withMaps(features: [.search]) {
            for query in plugin.policy.receive.queries {
                _ = try plugin.onReceive(query: query, payload: payloads[query])
            }
            for viewQuery in plugin.policy.receive.viewQueries {
                #expect(try plugin.onReceive(viewQuery: viewQuery, payload: payloads[viewQuery]).role == .screen)
            }
            for (index, command) in plugin.policy.receive.commands.enumerated() {
                try plugin.onReceive(
                    command: command, payload: payloads[command], correlationID: CorrelationID("c\(index)"))
            }
        }
        var ids: [CorrelationID?] = []
        for _ in plugin.policy.receive.commands {
            ids.append(await outcomes.next()?.correlationID)
        }
        #expect(ids == ["c0", "c1"])
        for event in plugin.policy.publish.events {
            #expect(throws: Never.self) { try plugin.publisher(forEvent: event, payload: nil) }
        }
        #expect(sender.sent.value.isEmpty)
    }

    @Test("the plugin is made without configuration files, as the hub makes it")
    func madeByHubInitialiser() throws {
        let plugin = try MapsPlugin(messageSender: RecordingSender(), configurationFiles: ["unused.json": "{}"])
        #expect(plugin.policy.name == "Maps")
        #expect(plugin.viewModel.state.value == MapState())
    }
}
