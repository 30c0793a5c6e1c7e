public import Prelude

/// The feature switches ClinicalRecords owns. All are off until the host turns them on.
public enum ClinicalRecordsFeature: String, FeatureSwitch {
    /// Appointments show their clinic on a map, which Maps draws (`maps.place`, `maps.view`).
    case clinicMap
    /// A medication's entry lists pharmacies near its clinic, which Maps finds (`maps.nearby`).
    case pharmacies
    /// The records screen shows one list, newest first, instead of one list per section.
    case timeline
}
