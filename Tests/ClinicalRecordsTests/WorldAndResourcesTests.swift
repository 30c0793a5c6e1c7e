import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing

@Suite("ClinicalRecords' local world and resources")
struct WorldAndResourcesTests {
    @Test("a test swaps the records service and flips a switch for itself only")
    func perTestOverride() throws {
        let entry = RecordEntry(
            id: 7, section: .allergy, title: "Peanuts", detail: "", clinicID: "kings-cross",
            recordedAt: Date(timeIntervalSince1970: 0), updatedAt: Date(timeIntervalSince1970: 0))
        try World.withOverrides({
            $0.clinicalRecords.records = InMemoryRecords([entry])
            $0.clinicalRecords.features = FeatureSwitches(enabled: [.timeline])
        }) { () throws in
            #expect(try Current.clinicalRecords.records.allEntries() == [entry])
            #expect(Current.clinicalRecords.features[.timeline])
            #expect(!Current.clinicalRecords.features[.clinicMap])
        }
    }

    @Test("English and German have the same keys, none untranslated")
    func strings() throws {
        let strings = try ClinicalRecordsWorld.bundledStrings()
        #expect(strings.text("records.title", locale: "de") == "Ihre Befunde")
        #expect(strings.text("records.mapUnavailable", locale: "en") == "Map unavailable")
        #expect(strings.text("records.mapUnavailable", locale: "de") == "Karte nicht verfügbar")
        #expect(strings.untranslatedKeys(in: "de") == [])
        #expect(Set(strings.tables["de"]?.keys ?? [:].keys) == Set(strings.tables["en"]?.keys ?? [:].keys))
    }

    @Test("the shipped policy lists exactly ClinicalRecords' traffic")
    func policy() throws {
        let policy = try JSON(parsing: try String(contentsOf: ClinicalRecordsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        #expect(policy.name == "ClinicalRecords")
        #expect(policy.send.viewQueries == ["maps.view"])
        #expect(Set(policy.send.queries) == ["maps.place", "maps.nearby"])
        #expect(
            Set(policy.receive.commands)
                == ["records.add", "records.edit", "records.remove", "records.restore", "records.dismiss"])
        #expect(Set(policy.receive.queries) == ["records.summary", "records.section", "records.entry"])
        #expect(policy.receive.viewQueries == ["records.view"])
        #expect(Set(policy.publish.events) == ["records.outcomes", "records.changed"])
        #expect(policy.subscribe.events.isEmpty && policy.subscribeAtAppLaunch.events.isEmpty)
    }
}
