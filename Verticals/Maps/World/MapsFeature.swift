public import Prelude

/// The feature switches Maps owns. All are off until the host turns them on.
public enum MapsFeature: String, FeatureSwitch {
    /// Text search: the `maps.search` query and a search field above the map (when the
    /// map's configuration also asks for one). Off: `maps.search` is refused and the view
    /// has no search field.
    case search
    /// Pins close together at the map's zoom merge into one cluster pin. Off: every pin
    /// is shown on its own.
    case clustering
}
