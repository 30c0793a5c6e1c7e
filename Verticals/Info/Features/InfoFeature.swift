public import Prelude

/// The feature switches Info owns. All are off until the host turns them on.
public enum InfoFeature: String, FeatureSwitch {
    /// A "what's new" card after an update.
    case whatsNew
}
