public import HubInterfaces
import VerticalInterfaces

/// The messages Maps handles, prepared once so the hot paths never parse a literal.
extension Message {
    /// Query: places near a coordinate (`NearbyPlacesRequest` -> `[PlaceSummary]`).
    public static let mapsNearby: Message = "maps.nearby"
    /// Query: one place by id (`PlaceRequest` -> `PlaceSummary`).
    public static let mapsPlace: Message = "maps.place"
    /// Query: places by name or address (`{"text": …}` -> `[PlaceSummary]`); needs the
    /// `search` switch.
    public static let mapsSearch: Message = "maps.search"
    /// View query: the map screen (`MapConfiguration` -> `ViewNode`).
    public static let mapsView: Message = "maps.view"
    /// Command: select a place (`{"placeID": …}`).
    public static let mapsSelect: Message = "maps.select"
    /// Command: a route to a place (`{"placeID": …, "fromLatitude": …, "fromLongitude": …}`).
    public static let mapsDirections: Message = "maps.directions"
    /// Event: a place was selected, tagged with the `maps.select` command's correlation id.
    public static let mapsSelection: Message = "maps.selection"
    /// Event: every command's outcome or failure, tagged with its correlation id.
    public static let mapsOutcomes: Message = "maps.outcomes"
}
