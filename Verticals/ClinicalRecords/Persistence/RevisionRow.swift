import Foundation
import GRDB

/// One row of the `revision` table: an entry as it was before an edit. Removing the entry
/// removes its revisions (a foreign key with `ON DELETE CASCADE`).
struct RevisionRow: Codable, Hashable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "revision"

    var id: Int64?
    var entryID: Int64
    var section: String
    var title: String
    var detail: String
    var clinicID: String
    var recordedAt: Date
    /// When the edit replaced this version.
    var revisedAt: Date

    /// The columns, for queries.
    enum Columns {
        static let entryID = Column(CodingKeys.entryID)
    }

    /// The version of `entry` that an edit at `date` replaces.
    init(replacing entry: RecordEntry, at date: Date) {
        id = nil
        entryID = entry.id
        section = entry.section.rawValue
        title = entry.title
        detail = entry.detail
        clinicID = entry.clinicID
        recordedAt = entry.recordedAt
        revisedAt = date
    }

    /// The version as an entry, `updatedAt` being when it was replaced.
    func entry() throws(RecordsStoreError) -> RecordEntry {
        guard let section = RecordSection(rawValue: section) else {
            throw RecordsStoreError(
                operation: "read a revision of entry \(entryID)",
                message: "unknown section \"\(section.prefix(40))\" in the database")
        }
        return RecordEntry(
            id: entryID, section: section, title: title, detail: detail, clinicID: clinicID, recordedAt: recordedAt,
            updatedAt: revisedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
