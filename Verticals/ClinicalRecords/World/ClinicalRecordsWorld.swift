public import Prelude

/// ClinicalRecords' local world, read as `Current.clinicalRecords`.
///
/// ```swift
/// try ClinicalRecordsVertical().configureWorld(HostSettings(locale: "en", dataDirectory: folder))
/// Current.clinicalRecords.records.location     // "<folder>/records.sqlite"
/// Current.clinicalRecords.features[.clinicMap] // false until the host turns it on
/// ```
public struct ClinicalRecordsWorld: Sendable {
    /// Settings the host gives ClinicalRecords at start-up.
    public struct Configuration: Sendable, Hashable {
        /// The folder the records database lives in; `nil` keeps the records in memory.
        public var dataDirectory: String?
        /// How far from a clinic a pharmacy may be to be listed, in metres.
        public var pharmacyRadius: Double
        /// How many pharmacies a medication's entry lists at most.
        public var pharmacyLimit: Int
        /// The bounds on what commands may store.
        public var limits: RecordsLimits

        /// Makes a configuration.
        public init(
            dataDirectory: String? = nil, pharmacyRadius: Double = 2_000, pharmacyLimit: Int = 5,
            limits: RecordsLimits = RecordsLimits()
        ) {
            self.dataDirectory = dataDirectory
            self.pharmacyRadius = pharmacyRadius
            self.pharmacyLimit = pharmacyLimit
            self.limits = limits
        }
    }

    /// Settings from the host.
    public var configuration: Configuration
    /// ClinicalRecords' feature switches.
    public var features: FeatureSwitches<ClinicalRecordsFeature>
    /// ClinicalRecords' localised strings.
    public var strings: StringTables
    /// Where the records are kept.
    public var records: any RecordsService
    /// Why the database on disk could not be used at start-up, if it could not.
    public var databaseProblem: RecordsDatabaseProblem?
    /// The set-aside databases beside the records that the user has not dismissed.
    public var setAside: RecordsSetAsideFiles
    /// The folders and files whose permissions were tightened at start-up, one sentence each.
    public var permissionNotes: [String]

    /// Makes a local world.
    public init(
        configuration: Configuration = Configuration(),
        features: FeatureSwitches<ClinicalRecordsFeature> = .init(), strings: StringTables,
        records: any RecordsService = InMemoryRecords(), databaseProblem: RecordsDatabaseProblem? = nil,
        setAside: RecordsSetAsideFiles = .init(), permissionNotes: [String] = []
    ) {
        self.setAside = setAside
        self.permissionNotes = permissionNotes
        self.configuration = configuration
        self.features = features
        self.strings = strings
        self.records = records
        self.databaseProblem = databaseProblem
    }
}
