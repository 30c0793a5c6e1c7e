public import Prelude

/// Maps' local world, read as `Current.maps`: its configuration, feature switches,
/// strings and services.
///
/// ```swift
/// try World.configureMaps(MapsWorld.Configuration(defaultZoom: 14), features: [.search])
/// Current.maps.features[.search]       // true
/// Current.maps.strings["maps.title"]   // "Map", or "Karte" when Current.locale is "de"
/// ```
public struct MapsWorld: Sendable {
    /// Settings the host gives Maps at start-up.
    public struct Configuration: Sendable, Hashable {
        /// The zoom level a new map opens at (1 = world, 20 = building).
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
        strings: StringTables, places: any PlacesService = InMemoryPlaces()
    ) {
        self.configuration = configuration
        self.features = features
        self.strings = strings
        self.places = places
    }
}
