import HubInterfaces
import Prelude
import VerticalInterfaces

/// ``ClinicMaps`` over the hub: Maps' queries sent as `plugin`, the way its policy allows.
struct HubClinicMaps: ClinicMaps {
    /// The hub's sender for the plugin.
    let sender: any MessageSending
    /// The plugin the messages go out as.
    let plugin: any PluginProtocol

    func place(id: String) throws -> PlaceSummary {
        try sender.send(query: .mapsPlace, payload: try JSON(encoding: PlaceRequest(id: id)), sender: plugin)
            .decode(PlaceSummary.self)
    }

    func mapView(_ configuration: MapConfiguration) throws -> ViewNode {
        try sender.send(viewQuery: .mapsView, payload: try JSON(encoding: configuration), sender: plugin)
    }

    func nearby(_ request: NearbyPlacesRequest) throws -> [PlaceSummary] {
        try sender.send(query: .mapsNearby, payload: try JSON(encoding: request), sender: plugin)
            .decode([PlaceSummary].self)
    }
}
