public import Prelude

/// ClinicalRecords' local world, read as `Current.clinicalRecords`.
///
/// ```swift
/// try World.configureClinicalRecords(features: [.timeline])
/// Current.clinicalRecords.features[.timeline]   // true
/// ```
public struct ClinicalRecordsWorld: Sendable {
    /// Settings the host gives ClinicalRecords at start-up.
    public struct Configuration: Sendable, Hashable {
        /// How many records a page shows.
        public var pageSize: Int

        /// Makes a configuration.
        public init(pageSize: Int = 20) {
            self.pageSize = pageSize
        }
    }

    /// Settings from the host.
    public var configuration: Configuration
    /// ClinicalRecords' feature switches.
    public var features: FeatureSwitches<ClinicalRecordsFeature>
    /// ClinicalRecords' localised strings.
    public var strings: StringTables
    /// Where records come from.
    public var records: any RecordsService

    /// Makes a local world.
    public init(
        configuration: Configuration = Configuration(),
        features: FeatureSwitches<ClinicalRecordsFeature> = .init(), strings: StringTables,
        records: any RecordsService = InMemoryRecords()
    ) {
        self.configuration = configuration
        self.features = features
        self.strings = strings
        self.records = records
    }
}
