import Foundation
import Prelude
import Testing

@Suite("host world")
struct WorldCommandTests {
    @Test("shows every vertical with its switches off by default, in English")
    func defaults() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world"] + folder.option)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Locale: en\n"))
        for vertical in ["Maps", "ClinicalRecords", "Info"] {
            #expect(run.output.contains("\n\(vertical)\n"))
        }
        #expect(run.output.contains("switches:      clustering off, search off"))
        #expect(run.output.contains("maps.title = Map"))
    }

    @Test("the locale and enabled switches reach each vertical's world")
    func localeAndSwitches() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["world", "--locale", "de_DE", "--enable", "maps.search", "--enable", "info.whatsNew"] + folder.option)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Locale: de-DE\n"))
        #expect(run.output.contains("maps.title = Karte"))
        #expect(run.output.contains("switches:      clustering off, search on"))
        #expect(run.output.contains("switches:      whatsNew on"))
    }

    @Test("settings reach the vertical's configuration")
    func settings() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world", "--set", "info.latency=1.5", "--format", "json"] + folder.option)
        #expect(run.status == 0)
        let info = try run.json()["verticals"]?.arrayValue?.first { $0["name"] == "Info" }
        #expect(info?["configuration"]?["latency"] == 1.5)
    }

    @Test("--format json prints one JSON document")
    func json() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["world", "--format", "json", "--enable", "records.timeline"] + folder.option)
        #expect(run.status == 0)
        let document = try run.json()
        #expect(document["locale"] == "en")
        let records = document["verticals"]?.arrayValue?.first { $0["name"] == "ClinicalRecords" }
        #expect(records?["switches"]?["timeline"] == true)
        #expect(records?["configuration"]?["dataDirectory"]?.stringValue?.hasPrefix(folder.path) == true)
    }
}
