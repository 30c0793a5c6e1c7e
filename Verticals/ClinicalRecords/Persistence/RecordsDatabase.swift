import Foundation
import GRDB
import Prelude

/// The records' SQLite database in a directory the host chooses: opened with WAL and
/// foreign keys on, checked, and migrated to the current schema.
///
/// Opening never fails and never loses a file. A database that cannot be opened, fails
/// `PRAGMA integrity_check`, or was written by a newer version of the app (it has
/// migrations this one does not know) is closed and kept aside under a timestamped name
/// (``RecordsDatabaseSetAside``); a fresh database takes its place and the problem is
/// reported, so the vertical starts empty and says so. When no database can be made at
/// all (a read-only directory), the records live in memory and the report says that.
///
/// ```swift
/// let opening = RecordsDatabase.open(directory: "/home/ada/.verticalhub/records")
/// if let problem = opening.problem { print(problem) }   // path, reason, where the file was kept
/// let entries = try opening.records.allEntries()
/// ```
public enum RecordsDatabase {
    /// The database's file name inside the directory.
    public static let fileName = "records.sqlite"

    /// Opens the records database in `directory`, making the directory and the database
    /// when they do not exist yet.
    public static func open(directory: String) -> RecordsDatabaseOpening {
        let path = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(fileName).path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return inMemory(
                .unwritable, path: path, reason: "cannot be made: its directory cannot be created (\(error))",
                keptAs: nil)
        }
        let first: RecordsDatabaseUnusable
        do {
            return RecordsDatabaseOpening(records: try openChecked(path: path), problem: nil)
        } catch {
            first = error
        }
        let keptAs: String?
        do {
            keptAs = try RecordsDatabaseSetAside.keepAside(path: path, at: Current.clock.now())
        } catch {
            return inMemory(
                first.kind, path: path, reason: "\(first.reason), and it cannot be kept aside (\(error))", keptAs: nil)
        }
        do {
            let records = try openChecked(path: path)
            return RecordsDatabaseOpening(
                records: records,
                problem: RecordsDatabaseProblem(
                    kind: first.kind, path: path, reason: first.reason, keptAs: keptAs, isInMemory: false))
        } catch {
            return inMemory(
                first.kind, path: path, reason: "\(first.reason); a new one cannot be made (\(error.reason))",
                keptAs: keptAs)
        }
    }

    /// Opens, checks and migrates the database at `path`.
    ///
    /// - Throws: ``RecordsDatabaseUnusable`` saying why, after closing the database.
    static func openChecked(path: String) throws(RecordsDatabaseUnusable) -> LiveRecordsService {
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw RecordsDatabaseUnusable(kind: .unopenable, reason: "cannot be opened (\(error))")
        }
        do {
            try check(pool)
            try RecordsMigrations.migrator.migrate(pool)
        } catch {
            try? pool.close()
            throw error as? RecordsDatabaseUnusable
                ?? RecordsDatabaseUnusable(kind: .damaged, reason: "cannot be read (\(error))")
        }
        return LiveRecordsService(writer: pool, location: path)
    }

    /// The connection settings: foreign keys on (GRDB's default, stated), and a writer that
    /// waits a while for another process's lock instead of failing at once.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(10)
        return configuration
    }

    /// Refuses a database that fails its integrity check or has a newer schema. Runs on the
    /// writer's connection, so that no reader connection sees the schema before migration.
    private static func check(_ pool: DatabasePool) throws {
        let integrity = try pool.writeWithoutTransaction { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        guard integrity == ["ok"] else {
            throw RecordsDatabaseUnusable(
                kind: .damaged, reason: "fails its integrity check (\(integrity.prefix(3).joined(separator: "; ")))")
        }
        let migrator = RecordsMigrations.migrator
        let (superseded, applied) = try pool.writeWithoutTransaction { db in
            (try migrator.hasBeenSuperseded(db), try migrator.appliedIdentifiers(db))
        }
        guard !superseded else {
            let unknown = applied.subtracting(RecordsMigrations.names).sorted().prefix(5)
            throw RecordsDatabaseUnusable(
                kind: .newerSchema,
                reason: "has a newer schema (migrations \(unknown.joined(separator: ", ")) are unknown to this "
                    + "version); open it with the version of the app that wrote it")
        }
    }

    private static func inMemory(
        _ kind: RecordsDatabaseProblem.Kind, path: String, reason: String, keptAs: String?
    ) -> RecordsDatabaseOpening {
        RecordsDatabaseOpening(
            records: InMemoryRecords(location: "memory (instead of \(path))"),
            problem: RecordsDatabaseProblem(kind: kind, path: path, reason: reason, keptAs: keptAs, isInMemory: true))
    }
}

/// What ``RecordsDatabase/open(directory:)`` gives: the records, and the problem it met
/// on the way, if any.
public struct RecordsDatabaseOpening: Sendable {
    /// The records, in the database (or in memory when ``problem`` says so).
    public var records: any RecordsService
    /// Why the database on disk was not used as it was; `nil` when all was well.
    public var problem: RecordsDatabaseProblem?
}

/// Why one attempt to open the database failed.
struct RecordsDatabaseUnusable: Error {
    /// What kind of problem it is.
    var kind: RecordsDatabaseProblem.Kind
    /// Completes "the records database <path> ...".
    var reason: String
}
