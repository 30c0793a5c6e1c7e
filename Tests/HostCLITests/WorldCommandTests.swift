import Foundation
import Prelude
import Testing

@Suite("host world")
struct WorldCommandTests {
    @Test("shows every vertical with its switches off by default, in English")
    func defaults() throws {
        let run = try HostBinary.run("world")
        #expect(run.status == 0)
        #expect(run.output.contains("Locale: en"))
        for vertical in ["Maps", "ClinicalRecords", "Info"] {
            #expect(run.output.contains("\n\(vertical)\n"))
        }
        #expect(run.output.contains("switches:      search off, clustering off"))
        #expect(run.output.contains("maps.title = Map"))
    }

    @Test("the locale and enabled switches reach each vertical's world")
    func localeAndSwitches() throws {
        let run = try HostBinary.run("world", "--locale", "de", "--enable", "maps.search", "--enable", "info.whatsNew")
        #expect(run.status == 0)
        #expect(run.output.contains("maps.title = Karte"))
        #expect(run.output.contains("switches:      search on, clustering off"))
        #expect(run.output.contains("switches:      whatsNew on"))
        #expect(run.output.contains("info.whatsNew = [en] What's new"))
        #expect(run.output.contains("untranslated in de: info.whatsNew"))
    }

    @Test("--format json prints one JSON document")
    func json() throws {
        let run = try HostBinary.run("world", "--format", "json", "--enable", "clinicalRecords.timeline")
        #expect(run.status == 0)
        let document = try JSON(parsing: run.output)
        #expect(document["locale"] == "en")
        let records = document["verticals"]?.arrayValue?.first { $0["name"] == "ClinicalRecords" }
        #expect(records?["switches"]?["timeline"] == true)
        #expect(records?["strings"]?["records.title"] == "Your records")
    }

    @Test(
        "bad switch names fail with an instruction",
        arguments: [
            ("maps.serch", "Use one of the switches maps.search, maps.clustering"),
            ("weather.radar", "Use one of the verticals maps, clinicalRecords, info"),
            ("search", "Name a feature switch as <vertical>.<switch>"),
        ])
    func badSwitch(name: String, message: String) throws {
        let run = try HostBinary.run("world", "--enable", name)
        #expect(run.status == 64)
        #expect(run.error.contains(message))
    }

    @Test("a malformed locale fails with an instruction")
    func badLocale() throws {
        let run = try HostBinary.run("world", "--locale", "12")
        #expect(run.status == 64)
        #expect(run.error.contains("Give --locale as a language code"))
    }
}
