public import Prelude

/// The feature switches ClinicalRecords owns. All are off until the host turns them on.
public enum ClinicalRecordsFeature: String, FeatureSwitch {
    /// Records can be shared with another clinician.
    case sharing
    /// Records show on a timeline instead of a list.
    case timeline
}
