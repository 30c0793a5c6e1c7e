import ClinicalRecords
import Foundation
import Prelude
import Testing

@Suite("ClinicalRecords under SIGKILL")
struct SIGKILLTests {
    @Test("a writer killed mid-burst loses no acknowledged change and leaves none half-written")
    func killMidBurst() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("records-sigkill-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Far more pairs than it can write before the kill: the kill lands mid-burst.
        let run = try WriterRun(folder: folder, pairs: 1_000_000)
        let acknowledged = try run.killAfter(acknowledgements: 400, deadline: .seconds(300))
        #expect(!acknowledged.finished, "the writer finished before it was killed; give it more pairs")
        #expect(acknowledged.adds.count >= 200)

        let opening = RecordsDatabase.open(directory: folder)
        #expect(opening.problem == nil)
        let entries = Dictionary(uniqueKeysWithValues: try opening.records.allEntries().map { ($0.id, $0) })
        for (id, n) in acknowledged.adds {
            let entry = try #require(entries[id], "acknowledged add \(n) (entry \(id)) is missing")
            #expect(entry.detail == "detail-\(n)" && entry.clinicID == "clinic-\(n)" && entry.section == .medication)
        }
        for (id, n) in acknowledged.edits {
            #expect(entries[id]?.title == "edited-\(n)", "acknowledged edit \(n) (entry \(id)) is missing")
        }
        // Every entry in the file, acknowledged or not, is whole: an edit's new title and
        // the revision it keeps were committed together or not at all.
        for entry in entries.values {
            let revisions = try opening.records.revisions(of: entry.id)
            let n = entry.detail.dropFirst("detail-".count)
            if entry.title == "burst-\(n)" {
                #expect(revisions.isEmpty, "entry \(entry.id) has a revision but not its edit")
            } else {
                #expect(entry.title == "edited-\(n)")
                #expect(revisions.map(\.title) == ["burst-\(n)"], "entry \(entry.id) has its edit but not its revision")
            }
        }
    }
}
