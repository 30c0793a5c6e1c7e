public import Foundation

/// Where ClinicalRecords keeps a patient's records. Every change is one transaction: when
/// a method returns, the change is stored (committed); when it throws, nothing of it is.
///
/// The live service is ``LiveRecordsService`` (SQLite through GRDB); tests may use
/// ``InMemoryRecords`` or a fake that fails.
public protocol RecordsService: Sendable {
    /// Where the records live: the database's path, or a description such as `memory`.
    var location: String { get }

    /// Every entry, in the order they were added.
    func allEntries() throws(RecordsStoreError) -> [RecordEntry]

    /// Stores a new entry dated `date` and returns it with its number.
    func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry

    /// Changes entry `id`, keeping the version it replaces as a revision; returns the
    /// changed entry, or `nil` when there is no entry `id` (nothing is written then).
    func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry?

    /// Removes entry `id` and its revisions; returns the removed entry, or `nil` when
    /// there is no entry `id`.
    func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry?

    /// The versions of entry `id` that edits replaced, oldest first (each with `updatedAt`
    /// set to when it was replaced).
    func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry]
}
