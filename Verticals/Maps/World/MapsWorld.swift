public import Prelude

/// Maps' local world, read as `Current.maps`: its configuration, feature switches,
/// strings and places service.
///
/// ```swift
/// try World.configureMaps(MapsWorld.Configuration(defaultZoom: 14), features: [.search],
///                         places: try LivePlacesService.bundled())
/// Current.maps.features[.search]       // true
/// Current.maps.strings["maps.title"]   // "Map", or "Karte" when Current.locale is "de"
/// ```
public struct MapsWorld: Sendable {
    /// Settings the host gives Maps at start-up.
    public struct Configuration: Sendable, Hashable {
        /// The zoom levels a map may have: 1 shows the world, 20 a building.
        public static let zoomLevels = 1...20

        /// The zoom level a new map opens at; clustering merges the pins that share a
        /// cell of the grid at this zoom.
        public var defaultZoom: Int

        /// Makes a configuration.
        public init(defaultZoom: Int = 12) {
            self.defaultZoom = defaultZoom
        }
    }

    /// Settings from the host.
    public var configuration: Configuration
    /// Maps' feature switches.
    public var features: FeatureSwitches<MapsFeature>
    /// Maps' localised strings.
    public var strings: StringTables
    /// Where places come from.
    public var places: any PlacesService

    /// Makes a local world.
    public init(
        configuration: Configuration = Configuration(), features: FeatureSwitches<MapsFeature> = .init(),
        strings: StringTables, places: any PlacesService = InMemoryPlacesService()
    ) {
        self.configuration = configuration
        self.features = features
        self.strings = strings
        self.places = places
    }
}
