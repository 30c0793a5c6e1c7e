import ClinicalRecords
import Foundation
import Prelude
import Testing
import VerticalInterfaces

@Suite("ClinicalRecords' local world")
struct ClinicalRecordsWorldTests {
    @Test("a test swaps the records service and flips a switch for itself only")
    func perTestOverride() throws {
        let record = ClinicalRecord(
            id: "r1", title: "Blood test", clinic: MapPin(title: "Kings Cross", latitude: 51.53, longitude: -0.12))
        try World.withOverrides({
            $0.clinicalRecords.records = InMemoryRecords(["p1": [record]])
            $0.clinicalRecords.features[.timeline] = true
        }) { () throws in
            #expect(try Current.clinicalRecords.records.records(patientID: "p1") == [record])
            #expect(Current.clinicalRecords.features[.timeline])
            #expect(!Current.clinicalRecords.features[.sharing])
        }
    }

    @Test("the bundled strings fall back to English, visibly, where German lacks a key")
    func strings() throws {
        let strings = try ClinicalRecordsWorld.bundledStrings()
        #expect(strings.text("records.title", locale: "de") == "Ihre Befunde")
        #expect(strings.text("records.share", locale: "de") == "[en] Share with a clinician")
        #expect(strings.untranslatedKeys(in: "de") == ["records.share"])
    }

    @Test("the shipped policy is valid, names ClinicalRecords and asks Maps for its view")
    func policy() throws {
        let policy = try JSON(parsing: try String(contentsOf: ClinicalRecordsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        #expect(policy.name == "ClinicalRecords")
        #expect(policy.send.viewQueries == ["maps.view"])
    }
}
