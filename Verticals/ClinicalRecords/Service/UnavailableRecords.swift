public import Foundation

/// The records when their database cannot be used (locked by another process, unreadable,
/// on a failing disk): every read and change fails with the problem's words and what to
/// do, and nothing is kept in memory that could be mistaken for stored.
public struct UnavailableRecords: RecordsService {
    /// The database's path.
    public let location: String
    /// Why it cannot be used.
    public let problem: RecordsDatabaseProblem

    /// Makes the records for `problem` with the database at `location`.
    public init(location: String, problem: RecordsDatabaseProblem) {
        self.location = location
        self.problem = problem
    }

    /// Fails: the records cannot be read.
    public func allEntries() throws(RecordsStoreError) -> [RecordEntry] { throw refusal("read the entries") }

    /// Fails: nothing can be stored.
    public func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry {
        throw refusal("add an entry")
    }

    /// Fails: nothing can be changed.
    public func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry? {
        throw refusal("edit entry \(id)")
    }

    /// Fails: nothing can be removed.
    public func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry? { throw refusal("remove entry \(id)") }

    /// Fails: the records cannot be read.
    public func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry] {
        throw refusal("read the revisions of entry \(id)")
    }

    private func refusal(_ operation: String) -> RecordsStoreError {
        RecordsStoreError(operation: operation, location: "", message: problem.description)
    }
}
