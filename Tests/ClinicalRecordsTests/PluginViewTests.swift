import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing
import VerticalInterfaces

@Suite("ClinicalRecords' views")
struct PluginViewTests {
    @Test("the records screen lists every section in English, and says which ones are empty")
    func overviewEnglish() async throws {
        try await Fixture.withWorld {
            let screen = try Fixture.plugin().onReceive(viewQuery: .recordsView, payload: nil)
            #expect(screen.role == .screen && screen.text == "Your records")
            #expect(
                screen.children.filter { $0.role == .section }.map(\.text) == [
                    "Allergies", "Medications", "Conditions", "Appointments",
                ])
            #expect(screen.texts.contains("Nothing under Conditions yet"))
            let row = try #require(screen.allNodes.first { $0.text == "Amoxicillin 500 mg" })
            #expect(row.role == .row && row.action == "records.view" && row.attributes["id"] == 2)
            #expect(row.attributes["date"] == "2026-11-21")
            #expect(
                screen.allNodes.contains {
                    $0.role == .button && $0.action == "records.add" && $0.text == "Add an entry"
                })
        }
    }

    @Test("the records screen in German")
    func overviewGerman() async throws {
        try await Fixture.withWorld(locale: "de") {
            let screen = try Fixture.plugin().onReceive(viewQuery: .recordsView, payload: nil)
            #expect(screen.text == "Ihre Befunde")
            #expect(
                screen.children.filter { $0.role == .section }.map(\.text) == [
                    "Allergien", "Medikamente", "Erkrankungen", "Termine",
                ])
            #expect(screen.texts.contains("Noch nichts unter Erkrankungen"))
            #expect(screen.texts.contains("Eintrag hinzufügen"))
        }
    }

    @Test("with the timeline switch on, one list newest first replaces the sections")
    func timeline() async throws {
        try await Fixture.withWorld(features: [.timeline]) {
            let screen = try Fixture.plugin().onReceive(viewQuery: .recordsView, payload: nil)
            let sections = screen.children.filter { $0.role == .section }
            #expect(sections.map(\.text) == ["Timeline"])
            #expect(
                sections[0].children.first?.children.map(\.text) == [
                    "Annual check-up", "Amoxicillin 500 mg", "Peanuts",
                ])
        }
    }

    @Test("with clinicMap on, the records screen embeds Maps' view of the newest appointment's clinic")
    func clinicMap() async throws {
        let maps = FakeMaps(.answers)
        try await Fixture.withWorld(features: [.clinicMap]) {
            let screen = try Fixture.plugin(maps).onReceive(viewQuery: .recordsView, payload: nil)
            let clinic = try #require(screen.children.first { $0.text == "Your clinic" })
            #expect(clinic.allNodes.contains(FakeMaps.mapView))
            #expect(clinic.texts.contains("Clinic: Kings Cross Clinic"))
            #expect(clinic.texts.contains("Annual check-up"))
            let view = try #require(maps.messages.first { $0.message == "maps.view" })
            let configuration = try #require(view.payload).decode(MapConfiguration.self)
            #expect(configuration.selectionPolicy == .showDetails(selectable: false))
            #expect(!configuration.isSearchEnabled)
            #expect(
                configuration.pins == [
                    MapPin(title: "Kings Cross Clinic", latitude: 51.5308, longitude: -0.1238, placeID: "kings-cross")
                ])
            #expect(
                maps.messages.first?.message == "maps.place" && maps.messages.first?.payload == ["id": "kings-cross"])
        }
    }

    @Test(
        "when Maps denies or is absent, the screen still renders with a localised map-unavailable row",
        arguments: [
            (FakeMaps.Mode.denies, LocaleID.english, "Map unavailable"), (.absent, "de", "Karte nicht verfügbar"),
        ])
    func degraded(mode: FakeMaps.Mode, locale: LocaleID, text: String) async throws {
        try await Fixture.withWorld(features: [.clinicMap], locale: locale) {
            let screen = try Fixture.plugin(FakeMaps(mode)).onReceive(viewQuery: .recordsView, payload: nil)
            let row = try #require(screen.allNodes.first { $0.text == text })
            #expect(row.role == .row)
            #expect(row.attributes["reason"]?.stringValue?.isEmpty == false)
            #expect(screen.children.filter { $0.role == .section }.count == 5)
        }
    }

    @Test("with clinicMap off, no map is shown and Maps is never asked")
    func clinicMapOff() async throws {
        let maps = FakeMaps(.answers)
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin(maps)
            let screen = try plugin.onReceive(viewQuery: .recordsView, payload: nil)
            let appointment = try plugin.onReceive(viewQuery: .recordsView, payload: ["id": 3])
            #expect(!screen.texts.contains("Your clinic") && !appointment.texts.contains("Your clinic"))
            #expect(!screen.allNodes.contains { $0.role == .map })
            #expect(maps.messages.isEmpty)
        }
    }

    @Test("an appointment's screen shows its clinic's map; its buttons edit and remove it")
    func appointment() async throws {
        try await Fixture.withWorld(features: [.clinicMap]) {
            let screen = try Fixture.plugin().onReceive(viewQuery: .recordsView, payload: ["id": 3])
            #expect(screen.text == "Annual check-up" && screen.attributes["id"] == 3)
            #expect(screen.texts.contains("Recorded on 2026-11-22"))
            #expect(screen.allNodes.contains(FakeMaps.mapView))
            let buttons = screen.allNodes.filter { $0.role == .button }
            #expect(buttons.map(\.action) == ["records.edit", "records.remove"])
            #expect(buttons.allSatisfy { $0.attributes["id"] == 3 })
            // What a front end's forms need: the fields an edit starts from, the question a removal asks.
            #expect(buttons.first?.attributes["values"]?["title"] == "Annual check-up")
            #expect(buttons.first?.attributes["values"]?["section"] == "appointment")
            #expect(buttons.last?.attributes["confirm"] == "Remove “Annual check-up” from the records?")
        }
    }

    @Test("a medication's screen lists the pharmacies near its clinic, found through maps.nearby")
    func pharmacies() async throws {
        let maps = FakeMaps(.answers)
        try await Fixture.withWorld(features: [.pharmacies]) {
            let screen = try Fixture.plugin(maps).onReceive(viewQuery: .recordsView, payload: ["id": 2])
            let section = try #require(screen.children.first { $0.text == "Pharmacies near Kings Cross Clinic" })
            let row = try #require(section.allNodes.first { $0.role == .row })
            #expect(row.text == "Islington Pharmacy")
            #expect(row.attributes["distance"] == "1543 m away" && row.attributes["open"] == "Closed now")
            let nearby = try #require(maps.messages.first { $0.message == "maps.nearby" }?.payload)
                .decode(NearbyPlacesRequest.self)
            #expect(
                nearby
                    == NearbyPlacesRequest(
                        latitude: 51.5308, longitude: -0.1238, radiusMeters: 2_000, kinds: [.pharmacy], limit: 5))
            #expect(!screen.allNodes.contains { $0.role == .map })
        }
    }

    @Test("a medication's screen says pharmacies are unavailable when Maps denies, in German too")
    func pharmaciesDenied() async throws {
        try await Fixture.withWorld(features: [.pharmacies], locale: "de") {
            let screen = try Fixture.plugin(FakeMaps(.denies)).onReceive(viewQuery: .recordsView, payload: ["id": 2])
            #expect(screen.texts.contains("Apotheken nicht verfügbar"))
            #expect(screen.texts.contains("Amoxicillin 500 mg"))
        }
    }

    @Test("with pharmacies off, a medication's screen lists none and Maps is never asked")
    func pharmaciesOff() async throws {
        let maps = FakeMaps(.answers)
        try await Fixture.withWorld(features: [.clinicMap]) {
            let screen = try Fixture.plugin(maps).onReceive(viewQuery: .recordsView, payload: ["id": 2])
            #expect(!screen.texts.contains { $0.contains("Pharmac") })
            #expect(maps.messages.isEmpty)
        }
    }

    @Test("a database that could not be used shows as a notice on the records screen")
    func notice() async throws {
        let problem = RecordsDatabaseProblem(
            kind: .damaged, path: "/data/records.sqlite", reason: "fails its integrity check",
            keptAs: "/data/records.sqlite.unusable-20261123T090000Z")
        try await Fixture.withWorld(records: InMemoryRecords(), locale: "de", problem: problem) {
            let screen = try Fixture.plugin().onReceive(viewQuery: .recordsView, payload: nil)
            let notice = try #require(screen.children.first)
            #expect(notice.text == "Hinweis")
            #expect(
                notice.children.first?.text
                    == "Ihre Befunde unter /data/records.sqlite konnten nicht verwendet werden: die Datei ist beschädigt. "
                    + "Die Datei wurde als /data/records.sqlite.unusable-20261123T090000Z aufbewahrt; Sie beginnen mit leeren Befunden."
            )
            #expect(notice.children.first?.attributes["reason"] == "fails its integrity check")
        }
    }

    @Test("records that cannot be read refuse queries with the reason and the fix, and the screen says so")
    func unavailable() async throws {
        let problem = RecordsDatabaseProblem(
            kind: .unavailable, path: "/data/records.sqlite", reason: "cannot be read: permission denied",
            remedy: "run `sudo chown 1000:1000 /data/records.sqlite`")
        try await Fixture.withWorld(
            records: UnavailableRecords(location: "/data/records.sqlite", problem: problem), problem: problem
        ) {
            let plugin = try Fixture.plugin()
            let refused = #expect(throws: PluginError.self) {
                try plugin.onReceive(query: .recordsSection, payload: ["section": "allergy"])
            }
            #expect(refused?.code == .unavailable)
            #expect(refused?.message.contains("cannot be read: permission denied") == true)
            #expect(refused?.message.contains("sudo chown 1000:1000 /data/records.sqlite") == true)
            let summary = try plugin.onReceive(query: .recordsSummary, payload: nil)
            #expect(summary["problem"]?.stringValue?.contains("the file was left where it is") == true)
            let screen = try plugin.onReceive(viewQuery: .recordsView, payload: nil)
            let notice = try #require(screen.children.first?.children.first)
            #expect(notice.text?.hasPrefix("Your records at /data/records.sqlite cannot be used now") == true)
            #expect(notice.attributes["remedy"] == "run `sudo chown 1000:1000 /data/records.sqlite`")
        }
    }

    @Test("a view payload that does not fit, or an entry that does not exist, is refused")
    func viewErrors() async throws {
        try await Fixture.withWorld {
            let plugin = try Fixture.plugin()
            let bad = #expect(throws: PluginError.self) {
                try plugin.onReceive(viewQuery: .recordsView, payload: ["id": "x"])
            }
            #expect(bad?.code == .invalidPayload)
            #expect(bad?.message.hasPrefix(#"records.view: id: expected an integer, found string "x""#) == true)
            let missing = #expect(throws: PluginError.self) {
                try plugin.onReceive(viewQuery: .recordsView, payload: ["id": 9])
            }
            #expect(missing?.code == .failed && missing?.message.contains("no entry 9") == true)
        }
    }
}
