public import Prelude

/// The feature switches Info owns. All are off until the host turns them on.
public enum InfoFeature: String, FeatureSwitch {
    /// The server's release notes: a "what's new" section on the screen and a `whatsNew`
    /// list in `info.current` and `info.updates`. Off, both are absent.
    case whatsNew
}
