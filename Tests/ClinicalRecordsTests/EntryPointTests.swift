import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing

/// These tests configure the shared world as the host does; every other test overrides
/// what it reads, so they do not see it.
@Suite("ClinicalRecords' entry point", .serialized)
struct EntryPointTests {
    let vertical = ClinicalRecordsVertical()

    @Test("it names itself, its switches, settings, plugin and shipped policy")
    func description() throws {
        #expect(vertical.name == "ClinicalRecords" && vertical.key == "records")
        #expect(vertical.switches.map(\.name) == ["clinicMap", "pharmacies", "timeline"])
        #expect(vertical.switches.allSatisfy { !$0.summary.isEmpty && !$0.summary.hasPrefix("[[missing") })
        #expect(vertical.settings.map(\.name) == ["pharmacyRadius", "pharmacyLimit", "maxEntries"])
        #expect(vertical.settings.map(\.defaultValue) == ["2000", "5", "10000"])
        #expect(ObjectIdentifier(vertical.pluginType) == ObjectIdentifier(ClinicalRecordsPlugin.self))
        #expect(try vertical.policyFilePath().hasSuffix("Resources/Policy/ClinicalRecords.json"))
    }

    @Test("configureWorld opens the database in the data directory, with the switches and settings given")
    func configureWorld() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try vertical.configureWorld(
            HostSettings(
                locale: "de", dataDirectory: folder, enabledSwitches: ["clinicMap", "timeline"],
                values: ["pharmacyRadius": "1500", "maxEntries": "50"]))
        let world = Current.clinicalRecords
        #expect(world.records.location == folder + "/records.sqlite")
        #expect(FileManager.default.fileExists(atPath: folder + "/records.sqlite"))
        #expect(world.databaseProblem == nil)
        #expect(world.features.enabled == [.clinicMap, .timeline])
        #expect(world.configuration.pharmacyRadius == 1_500 && world.configuration.pharmacyLimit == 5)
        #expect(world.configuration.limits.entries == 50)

        let section = vertical.worldSection(of: Current)
        #expect(section.name == "ClinicalRecords")
        #expect(section.configuration["database"] == .string(folder + "/records.sqlite"))
        #expect(section.configuration["dataDirectory"] == .string(folder))
        #expect(section.configuration["databaseProblem"] == .null)
        #expect(section.configuration["pharmacyRadius"] == 1_500.0)
        #expect(section.switches == ["clinicMap": true, "pharmacies": false, "timeline": true])
        #expect(section.strings.text("records.title", locale: "de") == "Ihre Befunde")
    }

    @Test("a damaged database is reported in the world, not thrown")
    func damagedDatabase() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4_096).write(to: URL(fileURLWithPath: folder + "/records.sqlite"))
        try vertical.configureWorld(HostSettings(locale: .english, dataDirectory: folder))
        let problem = try #require(Current.clinicalRecords.databaseProblem)
        #expect(problem.path == folder + "/records.sqlite")
        let section = vertical.worldSection(of: Current)
        #expect(section.configuration["databaseProblem"]?.stringValue?.contains("kept as") == true)
    }

    @Test(
        "an unknown switch or an unusable setting is refused, naming it",
        arguments: [
            (["sharing"], [:], "unknown feature switch \"sharing\""),
            (
                [], ["pharmacyRadius": "far"],
                "setting records.pharmacyRadius = \"far\": expected a number from 1 to 50000"
            ),
            ([], ["pharmacyLimit": "0"], "setting records.pharmacyLimit = \"0\": expected a whole number from 1 to 50"),
            ([], ["maxEntries": "1e9"], "setting records.maxEntries"),
            ([], ["pageSize": "20"], "setting records.pageSize = \"20\": there is no such setting; use one of"),
        ] as [(Set<String>, [String: String], String)])
    func badSettings(switches: Set<String>, values: [String: String], expected: String) throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let error = #expect(throws: (any Error).self) {
            try vertical.configureWorld(
                HostSettings(locale: .english, dataDirectory: folder, enabledSwitches: switches, values: values))
        }
        #expect("\(error.map { "\($0)" } ?? "")".contains(expected), "\(String(describing: error))")
        // Nothing is half-applied: the folder was not even made.
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test("a policy the host gives replaces the shipped one; a malformed or misnamed one is refused")
    func givenPolicy() async throws {
        try await Fixture.withWorld {
            let narrow = #"{"name": "ClinicalRecords", "receive": {"queries": ["records.summary"]}}"#
            let plugin = try ClinicalRecordsPlugin(
                messageSender: FakeMaps(.answers), configurationFiles: [ClinicalRecordsPlugin.policyFileKey: narrow])
            #expect(plugin.policy == Policy(name: "ClinicalRecords", receive: .init(queries: ["records.summary"])))
            for (text, expected) in [
                (#"{"name": "Maps"}"#, "must be named ClinicalRecords"),
                (#"{"name": 1}"#, "ClinicalRecords.json: name"),
            ] {
                let error = #expect(throws: PluginError.self) {
                    try ClinicalRecordsPlugin(
                        messageSender: FakeMaps(.answers),
                        configurationFiles: [ClinicalRecordsPlugin.policyFileKey: text])
                }
                #expect(error?.message.contains(expected) == true, "\(error?.message ?? "")")
            }
        }
    }
}
