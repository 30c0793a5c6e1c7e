public import Foundation
public import Prelude

/// ClinicalRecords' slot in the world. Unconfigured, it holds the defaults and the
/// bundled strings.
private enum ClinicalRecordsWorldKey: WorldKey {
    static let defaultValue = ClinicalRecordsWorld(
        strings: (try? ClinicalRecordsWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

extension World {
    /// ClinicalRecords' local world: `Current.clinicalRecords`.
    public var clinicalRecords: ClinicalRecordsWorld {
        get { self[ClinicalRecordsWorldKey.self] }
        set { self[ClinicalRecordsWorldKey.self] = newValue }
    }

    /// Sets up ClinicalRecords' local world; the host calls it once at start-up.
    ///
    /// - Throws: ``StringTablesError`` when the bundled string tables cannot be read.
    public static func configureClinicalRecords(
        _ configuration: ClinicalRecordsWorld.Configuration = .init(), features: Set<ClinicalRecordsFeature> = [],
        records: any RecordsService = InMemoryRecords()
    ) throws(StringTablesError) {
        let local = ClinicalRecordsWorld(
            configuration: configuration, features: FeatureSwitches(enabled: features),
            strings: try ClinicalRecordsWorld.bundledStrings(), records: records)
        update { $0.clinicalRecords = local }
    }
}

extension ClinicalRecordsWorld {
    /// The string tables ClinicalRecords ships in `Resources/Localization`.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        try StringTables(bundle: .module)
    }

    /// ClinicalRecords' policy file, shipped in `Resources/Policy/ClinicalRecords.json`.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.module.resourceFile("Policy/ClinicalRecords.json")
    }
}
