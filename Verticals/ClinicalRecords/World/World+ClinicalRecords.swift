public import Foundation
public import HubInterfaces
public import Prelude

/// ClinicalRecords' slot in the world. Unconfigured, it holds the defaults, records in
/// memory and the bundled strings.
private enum ClinicalRecordsWorldKey: WorldKey {
    static let defaultValue = ClinicalRecordsWorld(
        strings: (try? ClinicalRecordsWorld.bundledStrings()) ?? StringTables([.english: [:]]))
}

/// ClinicalRecords' local world in the app's `World`: read it as `Current.clinicalRecords`.
extension World {
    /// ClinicalRecords' local world: `Current.clinicalRecords`.
    public var clinicalRecords: ClinicalRecordsWorld {
        get { self[ClinicalRecordsWorldKey.self] }
        set { self[ClinicalRecordsWorldKey.self] = newValue }
    }

    /// Sets up ClinicalRecords' local world with `records` (the entry point opens the
    /// database and calls this; tests and demos pass records of their own), the start-up
    /// problem, the set-aside databases beside the records and the permissions tightened.
    ///
    /// - Throws: `StringTablesError` when the bundled string tables cannot be read.
    public static func configureClinicalRecords(
        _ configuration: ClinicalRecordsWorld.Configuration = .init(), features: Set<ClinicalRecordsFeature> = [],
        records: any RecordsService = InMemoryRecords(), databaseProblem: RecordsDatabaseProblem? = nil,
        setAside: RecordsSetAsideFiles = .init(), permissionNotes: [String] = []
    ) throws(StringTablesError) {
        let local = ClinicalRecordsWorld(
            configuration: configuration, features: FeatureSwitches(enabled: features),
            strings: try ClinicalRecordsWorld.bundledStrings(), records: records, databaseProblem: databaseProblem,
            setAside: setAside, permissionNotes: permissionNotes)
        update { $0.clinicalRecords = local }
    }
}

extension ClinicalRecordsWorld {
    /// The resource bundle ClinicalRecords ships, found without trapping.
    ///
    /// - Throws: `MissingResourceError` naming the bundle and the folders searched.
    public static func resourceBundle() throws(MissingResourceError) -> Bundle {
        try Bundle.resources(package: "VerticalHub", target: "ClinicalRecords")
    }

    /// The string tables ClinicalRecords ships in `Resources/Localization`.
    public static func bundledStrings() throws(StringTablesError) -> StringTables {
        let bundle: Bundle
        do {
            bundle = try resourceBundle()
        } catch {
            throw StringTablesError(file: error.bundle, key: nil, message: error.description)
        }
        return try StringTables(bundle: bundle)
    }

    /// ClinicalRecords' policy file, shipped in `Resources/Policy/ClinicalRecords.json`.
    public static func policyFile() throws(MissingResourceError) -> URL {
        try resourceBundle().resourceFile("Policy/ClinicalRecords.json")
    }

    /// ClinicalRecords' contracts file, shipped in `Resources/Contracts/ClinicalRecords.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public static func contractsFile() throws(MissingResourceError) -> URL {
        try resourceBundle().resourceFile("Contracts/ClinicalRecords.json")
    }

    /// ClinicalRecords' message contracts, shipped in `Resources/Contracts/ClinicalRecords.json`: a contract
    /// for every message ClinicalRecords receives or publishes (see `MessageContract`).
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing, or
    ///   `ResourceDecodingError` naming the file and what is wrong in it.
    public static func shippedContracts() throws -> [MessageContract] {
        try contracts.get()
    }

    /// The contracts, read once a process (the bundle does not change while the process runs).
    private static let contracts = Result {
        try MessageContract.contracts(atResource: "Contracts/ClinicalRecords.json", in: resourceBundle())
    }
}
