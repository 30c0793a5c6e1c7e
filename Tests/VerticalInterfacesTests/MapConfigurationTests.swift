import HubInterfaces
import Prelude
import Testing
import VerticalInterfaces

@Suite("MapConfiguration")
struct MapConfigurationTests {
    @Test("the helper initialiser means showDetails")
    func helperInit() {
        let configuration = MapConfiguration(isSearchEnabled: false, showDetailSelectable: true)
        #expect(configuration.selectionPolicy == .showDetails(selectable: true))
        #expect(!configuration.isSearchEnabled)
        #expect(MapConfiguration().selectionPolicy == .showDetails(selectable: false))
    }

    @Test("selection policy accessors")
    func accessors() {
        #expect(MapReturnSelectionPolicy.userAsksForDirections.isUserAsksForDirections)
        #expect(MapReturnSelectionPolicy.userAsksForDirections.showDetails == nil)
        #expect(MapReturnSelectionPolicy.showDetails(selectable: true).showDetails == true)
        #expect(!MapReturnSelectionPolicy.showDetails(selectable: false).isUserAsksForDirections)
    }

    @Test("crosses the hub as JSON and back")
    func json() throws {
        let configuration = MapConfiguration(
            selectionPolicy: .userAsksForDirections,
            pins: [MapPin(title: "Kings Cross clinic", latitude: 51.53, longitude: -0.12)])
        let payload = try JSON(encoding: configuration)
        #expect(payload["pins"]?[0]?["title"] == "Kings Cross clinic")
        #expect(try payload.decode(MapConfiguration.self) == configuration)
    }

    @Test("a payload without a selection policy names the missing field")
    func missingPolicy() {
        let payload: JSON = ["isSearchEnabled": true, "pins": []]
        #expect {
            try payload.decode(MapConfiguration.self)
        } throws: { error in
            (error as? JSONDecodingError)?.message == #"missing mandatory field "selectionPolicy""#
        }
    }
}
