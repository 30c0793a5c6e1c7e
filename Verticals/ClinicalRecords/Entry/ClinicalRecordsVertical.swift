import Foundation
public import HubInterfaces
public import Prelude

/// ClinicalRecords' one entry point for the host: its name, switches and settings, its
/// plugin and policy, how it sets up `Current.clinicalRecords` (opening the records
/// database in the folder the host gives it), and its part of `host world`.
///
/// ```swift
/// let records = ClinicalRecordsVertical()
/// try records.configureWorld(HostSettings(locale: "de", dataDirectory: folder, enabledSwitches: ["clinicMap"]))
/// try hub.register(records.pluginType, policy: .file(URL(fileURLWithPath: try records.policyFilePath())))
/// ```
public struct ClinicalRecordsVertical: VerticalEntryPoint {
    /// Makes the entry point.
    public init() {}

    /// `ClinicalRecords`, the plugin's and the policy's name.
    public var name: String { "ClinicalRecords" }

    /// `records`, as in `records.clinicMap`.
    public var key: String { "records" }

    /// One option per ``ClinicalRecordsFeature``, all off by default.
    public var switches: [VerticalOption] {
        ClinicalRecordsFeature.allCases.map { VerticalOption(name: $0.rawValue, summary: summary(of: $0.rawValue)) }
    }

    /// The settings: the pharmacy search's radius and size, and how many entries the records may hold.
    public var settings: [VerticalOption] {
        ClinicalRecordsSetting.allCases.map {
            VerticalOption(name: $0.rawValue, summary: summary(of: $0.rawValue), defaultValue: $0.defaultValue)
        }
    }

    /// ``ClinicalRecordsPlugin``.
    public var pluginType: any PluginProtocol.Type { ClinicalRecordsPlugin.self }

    /// The shipped `Resources/Policy/ClinicalRecords.json`.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public func policyFilePath() throws -> String {
        try ClinicalRecordsWorld.policyFile().path
    }

    /// The path of the shipped `Resources/Contracts/ClinicalRecords.json`: the contract of every
    /// message ClinicalRecords receives or publishes.
    ///
    /// - Throws: `MissingResourceError` naming the bundle or file that is missing.
    public func contractsFilePath() throws -> String {
        try ClinicalRecordsWorld.contractsFile().path
    }

    /// Checks the switches and settings as ``configureWorld(_:)`` reads them, and looks for
    /// records databases kept aside in `settings.dataDirectory`, without opening the records.
    ///
    /// - Returns: The notice about kept-aside databases the user has not dismissed (every
    ///   command says it until the user restores or dismisses them), or none.
    /// - Throws: `UnknownFeatureSwitchError` for a switch ClinicalRecords does not have, or
    ///   ``ClinicalRecordsSettingError`` for an unknown or unusable setting.
    public func preflight(_ settings: HostSettings) throws -> [String] {
        _ = try FeatureSwitches<ClinicalRecordsFeature>(enabling: settings.enabledSwitches)
        _ = try ClinicalRecordsSetting.configuration(from: settings.values, key: key)
        return RecordsDatabaseSetAside.pending(directory: settings.dataDirectory).warning.map { [$0] } ?? []
    }

    /// Reads the switches and settings, opens the records database in
    /// `settings.dataDirectory` and sets up `Current.clinicalRecords`. A database that
    /// cannot be used is reported in the world, the records screen and the section's
    /// warnings (kept aside only when it is proven damaged), never a reason to fail.
    ///
    /// - Throws: `UnknownFeatureSwitchError` for a switch ClinicalRecords does not have,
    ///   ``ClinicalRecordsSettingError`` for an unknown or unusable setting,
    ///   `StringTablesError` when the bundled strings cannot be read.
    public func configureWorld(_ settings: HostSettings) throws {
        let features = try FeatureSwitches<ClinicalRecordsFeature>(enabling: settings.enabledSwitches)
        var configuration = try ClinicalRecordsSetting.configuration(from: settings.values, key: key)
        configuration.dataDirectory = settings.dataDirectory
        let opening = RecordsDatabase.open(directory: settings.dataDirectory)
        try World.configureClinicalRecords(
            configuration, features: features.enabled, records: opening.records, databaseProblem: opening.problem,
            setAside: opening.setAside, permissionNotes: opening.notes)
    }

    /// The configuration, switches and strings of `world.clinicalRecords`, with where the
    /// records live, the start-up problem if there was one and the set-aside databases; its
    /// warnings are what every `host` command prints about them.
    public func worldSection(of world: World) -> WorldSection {
        let local = world.clinicalRecords
        let configuration = local.configuration
        var warnings = local.permissionNotes
        if let problem = local.databaseProblem { warnings.append(problem.description) }
        if local.databaseProblem?.kind.setsAside != true, let setAside = local.setAside.warning {
            warnings.append(setAside)
        }
        return WorldSection(
            name: name,
            configuration: [
                "dataDirectory": configuration.dataDirectory.map(JSON.string) ?? .null,
                "database": .string(local.records.location),
                "databaseProblem": local.databaseProblem.map { .string($0.description) } ?? .null,
                "setAside": .array(JSON.Array(local.setAside.paths.map(JSON.string))),
                ClinicalRecordsSetting.pharmacyRadius.rawValue: .double(configuration.pharmacyRadius),
                ClinicalRecordsSetting.pharmacyLimit.rawValue: .int(configuration.pharmacyLimit),
                ClinicalRecordsSetting.maxEntries.rawValue: .int(configuration.limits.entries),
            ],
            switches: Dictionary(uniqueKeysWithValues: local.features.all.map { ($0.feature.rawValue, $0.isOn) }),
            strings: local.strings, warnings: warnings)
    }

    /// The bundled string tables, read once a process: every switch's and setting's help text
    /// comes from them, and the host's option parser asks for that text several times per run
    /// (reading the tables each time was a third of `host world`'s start-up).
    private static let helpStrings = try? ClinicalRecordsWorld.bundledStrings()

    /// The help text for option `name`, in the world's locale.
    private func summary(of name: String) -> String {
        let strings = Self.helpStrings ?? Current.clinicalRecords.strings
        return strings["records.option.\(name)"]
    }
}
