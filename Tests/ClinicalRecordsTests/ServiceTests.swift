import ClinicalRecords
import Foundation
import Prelude
import Testing

@Suite("The records services, live and in memory, behave alike")
struct ServiceTests {
    static func services() throws -> [any RecordsService] {
        [try LiveRecordsService.inMemory(), InMemoryRecords()]
    }

    @Test("add numbers entries, edit keeps the replaced version, remove takes its revisions along")
    func lifecycle() throws {
        for records in try Self.services() {
            let first = try records.add(EntryDraft(section: .allergy, title: "Peanuts", clinicID: "c"), at: Fixture.now)
            let second = try records.add(
                EntryDraft(section: .condition, title: "Asthma", detail: "mild", clinicID: "c"), at: Fixture.now)
            #expect(second.id == first.id + 1, "\(records.location)")
            let later = Fixture.now.addingTimeInterval(60)
            let edited = try records.edit(id: first.id, with: EntryChanges(title: "Tree nuts"), at: later)
            #expect(edited?.title == "Tree nuts" && edited?.updatedAt == later && edited?.recordedAt == Fixture.now)
            let revisions = try records.revisions(of: first.id)
            #expect(revisions.map(\.title) == ["Peanuts"] && revisions.first?.updatedAt == later)
            #expect(try records.remove(id: first.id)?.title == "Tree nuts")
            #expect(try records.revisions(of: first.id).isEmpty)
            #expect(try records.allEntries() == [second])
            #expect(try records.edit(id: 99, with: EntryChanges(title: "x"), at: later) == nil)
            #expect(try records.remove(id: 99) == nil)
            // Numbers are never reused, even after a removal.
            let third = try records.add(EntryDraft(section: .allergy, title: "Dust", clinicID: "c"), at: later)
            #expect(third.id == second.id + 1)
        }
    }

    @Test("a closed database fails with an error naming what was being done and where")
    func closed() throws {
        let records = try LiveRecordsService.inMemory(location: "test database")
        try records.close()
        let error = #expect(throws: RecordsStoreError.self) {
            try records.add(EntryDraft(section: .allergy, title: "x", clinicID: "c"), at: Fixture.now)
        }
        #expect(error?.description.hasPrefix("could not add an entry in test database: ") == true)
    }
}

@Suite("Records as JSON")
struct RecordsJSONTests {
    @Test("the hand-built JSON of a change is the form its Codable conformance writes and reads")
    func sameForm() throws {
        let change = RecordsChange(action: .edited, entry: Fixture.entries[1])
        #expect(change.json == (try JSON(encoding: change)))
        #expect(try change.json.decode(RecordsChange.self) == change)
    }
}
