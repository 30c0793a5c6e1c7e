import Foundation
import GRDB

/// One row of the `entry` table.
struct EntryRow: Codable, Hashable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "entry"

    /// `nil` until the row is inserted; SQLite then numbers it (AUTOINCREMENT: never reused).
    var id: Int64?
    var section: String
    var title: String
    var detail: String
    var clinicID: String
    var recordedAt: Date
    var updatedAt: Date

    /// The columns, for queries.
    enum Columns {
        static let id = Column(CodingKeys.id)
    }

    init(draft: EntryDraft, at date: Date) {
        id = nil
        section = draft.section.rawValue
        title = draft.title
        detail = draft.detail
        clinicID = draft.clinicID
        recordedAt = date
        updatedAt = date
    }

    init(_ entry: RecordEntry) {
        id = entry.id
        section = entry.section.rawValue
        title = entry.title
        detail = entry.detail
        clinicID = entry.clinicID
        recordedAt = entry.recordedAt
        updatedAt = entry.updatedAt
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The entry this row holds.
    ///
    /// - Throws: ``RecordsStoreError`` when the row has no id or an unknown section (a
    ///   database written by something else).
    func entry() throws(RecordsStoreError) -> RecordEntry {
        guard let id else {
            throw RecordsStoreError(operation: "read an entry", message: "the row has no id")
        }
        guard let section = RecordSection(rawValue: section) else {
            throw RecordsStoreError(
                operation: "read entry \(id)", message: "unknown section \"\(section.prefix(40))\" in the database")
        }
        return RecordEntry(
            id: id, section: section, title: title, detail: detail, clinicID: clinicID, recordedAt: recordedAt,
            updatedAt: updatedAt)
    }
}
