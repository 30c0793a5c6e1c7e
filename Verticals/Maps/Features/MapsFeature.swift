public import Prelude

/// The feature switches Maps owns. All are off until the host turns them on.
public enum MapsFeature: String, FeatureSwitch {
    /// A search field above the map.
    case search
    /// Nearby pins merge into clusters when zoomed out.
    case clustering
}
