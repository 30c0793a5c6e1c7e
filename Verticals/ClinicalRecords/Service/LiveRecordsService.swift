public import Foundation
import GRDB

/// The records in SQLite through GRDB: each change in one `write {}` transaction.
///
/// Made by ``RecordsDatabase/open(directory:busyTimeout:)`` for a database on disk (WAL,
/// foreign keys on, checked and migrated), or by ``inMemory(location:)`` for an in-memory
/// database with the same schema. A database opened read-only answers reads and refuses
/// every change before it reaches SQLite.
public struct LiveRecordsService: RecordsService {
    let writer: any DatabaseWriter
    /// The database's path, or a description of the in-memory database.
    public let location: String
    /// Whether the database was opened read-only: changes are refused.
    public let isReadOnly: Bool

    /// How long a change waits for another process's lock, in seconds (for error texts).
    let busyTimeout: Double

    init(
        writer: any DatabaseWriter, location: String, readOnly: Bool = false,
        busyTimeout: Double = RecordsDatabase.defaultBusyTimeout
    ) {
        self.writer = writer
        self.busyTimeout = busyTimeout
        self.location = location
        self.isReadOnly = readOnly
    }

    /// An empty, migrated in-memory SQLite database with the app's schema, for tests. Its
    /// contents end with the process.
    ///
    /// - Throws: ``RecordsStoreError`` when SQLite cannot make the database.
    public static func inMemory(location: String = "memory") throws(RecordsStoreError) -> LiveRecordsService {
        do {
            let queue = try DatabaseQueue(configuration: RecordsDatabase.configuration())
            try RecordsMigrations.migrator.migrate(queue)
            return LiveRecordsService(writer: queue, location: location)
        } catch {
            throw RecordsStoreError(operation: "make an in-memory database", location: location, message: "\(error)")
        }
    }

    /// Closes the database (a WAL database is checkpointed into its file); later reads and
    /// writes fail with ``RecordsStoreError``.
    public func close() throws(RecordsStoreError) {
        try run("close the database") { () throws in try writer.close() }
    }

    /// Every entry, oldest first.
    public func allEntries() throws(RecordsStoreError) -> [RecordEntry] {
        try run("read the entries") { () throws in
            try writer.read { db in try EntryRow.order(EntryRow.Columns.id).fetchAll(db) }.map { try $0.entry() }
        }
    }

    /// Inserts the entry in one transaction.
    public func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry {
        try change("add an entry") { () throws in
            try writer.write { db in
                var row = EntryRow(draft: draft, at: date)
                try row.insert(db)
                return try row.entry()
            }
        }
    }

    /// Writes the replaced version and the change in one transaction.
    public func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry? {
        try change("edit entry \(id)") { () throws in
            try writer.write { db -> RecordEntry? in
                guard let current = try EntryRow.fetchOne(db, key: id)?.entry() else { return nil }
                var revision = RevisionRow(replacing: current, at: date)
                try revision.insert(db)
                let changed = changes.applied(to: current, at: date)
                try EntryRow(changed).update(db)
                return changed
            }
        }
    }

    /// Deletes the entry; its revisions go with it (`ON DELETE CASCADE`).
    public func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry? {
        try change("remove entry \(id)") { () throws in
            try writer.write { db -> RecordEntry? in
                guard let current = try EntryRow.fetchOne(db, key: id)?.entry() else { return nil }
                try EntryRow.deleteOne(db, key: id)
                return current
            }
        }
    }

    /// The replaced versions, oldest first.
    public func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry] {
        try run("read the revisions of entry \(id)") { () throws in
            try writer.read { db in
                try RevisionRow.filter(RevisionRow.Columns.entryID == id).order(Column("id")).fetchAll(db)
            }.map { try $0.entry() }
        }
    }

    /// Runs a change, refused at once when the database was opened read-only.
    private func change<Value>(_ operation: String, _ body: () throws -> Value) throws(RecordsStoreError) -> Value {
        guard !isReadOnly else {
            throw RecordsStoreError(
                operation: operation, location: location,
                message: "the database can only be read; nothing was changed (see the notice on records.view)")
        }
        return try run(operation, body)
    }

    private func run<Value>(_ operation: String, _ body: () throws -> Value) throws(RecordsStoreError) -> Value {
        do {
            return try body()
        } catch let error as RecordsStoreError {
            throw RecordsStoreError(operation: operation, location: location, message: error.description)
        } catch let error as DatabaseError {
            // In words, not GRDB's dump of the statement: what SQLite said and what to do.
            let unusable = RecordsDatabaseUnusable.classify(error, path: location, busyTimeout: busyTimeout)
            let remedy = unusable.remedy.map { " (\($0))" } ?? ""
            throw RecordsStoreError(
                operation: operation, location: location, message: "the database \(unusable.reason)\(remedy)")
        } catch {
            throw RecordsStoreError(operation: operation, location: location, message: "\(error)")
        }
    }
}
