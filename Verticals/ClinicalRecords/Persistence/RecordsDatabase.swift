import Foundation
import GRDB
import Prelude

/// The records' SQLite database in a directory the host chooses: private to its owner,
/// opened with WAL and foreign keys on, checked, and migrated to the current schema.
///
/// The folder is made (or tightened to) `0700` and the database and its WAL companions
/// `0600`, whatever the umask; the opening's ``RecordsDatabaseOpening/notes`` say what was
/// tightened. A database whose permissions cannot be made private is opened read-only.
///
/// Opening never fails and never moves a healthy file. Only proven damage (not a
/// database, a failed `PRAGMA integrity_check`, migrations this version does not know) keeps
/// the file aside under a timestamped name (`RecordsDatabaseSetAside`) and starts empty.
/// Anything else leaves the file where it is and reports a ``RecordsDatabaseProblem``:
/// read-only when it can be read, unavailable when it cannot.
///
/// ```swift
/// let opening = RecordsDatabase.open(directory: "/home/ada/.verticalhub/records")
/// if let problem = opening.problem { print(problem) }   // path, reason, what was done, the fix
/// let entries = try opening.records.allEntries()
/// ```
public enum RecordsDatabase {
    /// The database's file name inside the directory.
    public static let fileName = "records.sqlite"

    /// How long a connection waits for another process's lock, in seconds, by default.
    public static let defaultBusyTimeout: Double = 10

    /// Opens the records database in `directory`, making the directory and the database
    /// when they do not exist yet.
    ///
    /// - Parameters:
    ///   - directory: The vertical's data folder (made `0700` when missing).
    ///   - busyTimeout: How long to wait for another process's lock, in seconds.
    /// - Returns: The opening: the records, or why they are read-only or unavailable, with
    ///   the notes a person must hear about.
    public static func open(directory: String, busyTimeout: Double = defaultBusyTimeout) -> RecordsDatabaseOpening {
        let path = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(fileName).path
        var notes: [String] = []
        var readOnly: RecordsDatabaseUnusable?
        do throws(PrivateFiles.Failure) {
            note(try PrivateFiles.makeFolder(directory), of: directory, in: &notes)
        } catch {
            guard PrivateFiles.mode(of: directory) != nil else {
                return unavailable(
                    RecordsDatabaseUnusable(
                        .unavailable, "cannot be made: its folder \(error.reason)", remedy: error.remedy),
                    path: path, directory: directory, notes: notes)
            }
            readOnly = RecordsDatabaseUnusable(.readOnly, "is in a folder that \(error.reason)", remedy: error.remedy)
        }
        if PrivateFiles.mode(of: path) == nil {
            do throws(PrivateFiles.Failure) {
                try PrivateFiles.makeFile(path)
            } catch {
                return unavailable(
                    RecordsDatabaseUnusable(.unavailable, "cannot be made: it \(error.reason)", remedy: error.remedy),
                    path: path, directory: directory, notes: notes)
            }
        } else {
            for file in [path] + RecordsDatabaseSetAside.companions.map({ path + $0 })
            where PrivateFiles.mode(of: file) != nil {
                do throws(PrivateFiles.Failure) {
                    note(try PrivateFiles.tighten(file, mode: PrivateFiles.fileMode), of: file, in: &notes)
                } catch {
                    readOnly = readOnly ?? RecordsDatabaseUnusable(.readOnly, error.reason, remedy: error.remedy)
                }
            }
        }
        readOnly = readOnly ?? writeAccessProblem(path: path, directory: directory)
        do throws(RecordsDatabaseUnusable) {
            let records = try openChecked(path: path, readOnly: readOnly != nil, busyTimeout: busyTimeout)
            return opening(records, problem: readOnly?.problem(path: path), notes: notes, directory: directory)
        } catch let first {
            if first.kind == .readOnly && readOnly == nil {
                // SQLite found it read-only though the permissions said otherwise: read it as such.
                if let records = try? openChecked(path: path, readOnly: true, busyTimeout: busyTimeout) {
                    return opening(records, problem: first.problem(path: path), notes: notes, directory: directory)
                }
            }
            guard first.kind.setsAside else {
                return unavailable(first, path: path, directory: directory, notes: notes)
            }
            return setAside(path: path, directory: directory, because: first, notes: notes, busyTimeout: busyTimeout)
        }
    }

    /// Keeps the damaged database at `path` aside and starts a new one in its place.
    private static func setAside(
        path: String, directory: String, because damage: RecordsDatabaseUnusable, notes: [String],
        busyTimeout: Double
    ) -> RecordsDatabaseOpening {
        let keptAs: String?
        do throws(PrivateFiles.Failure) {
            keptAs = try RecordsDatabaseSetAside.keepAside(path: path, at: Current.clock.now())
        } catch {
            return unavailable(
                RecordsDatabaseUnusable(
                    .unavailable, "\(damage.reason), and it cannot be kept aside: \(error.reason)", remedy: error.remedy
                ),
                path: path, directory: directory, notes: notes)
        }
        let problem = damage.problem(path: path, keptAs: keptAs)
        do {
            try PrivateFiles.makeFile(path)
            let records = try openChecked(path: path, readOnly: false, busyTimeout: busyTimeout)
            return opening(records, problem: problem, notes: notes, directory: directory)
        } catch {
            let reason = (error as? PrivateFiles.Failure)?.reason ?? (error as? RecordsDatabaseUnusable)?.reason ?? ""
            return unavailable(
                RecordsDatabaseUnusable(
                    .unavailable,
                    "\(damage.reason); it was kept as \(keptAs ?? "-"), and a new one cannot be made: "
                        + reason),
                path: path, directory: directory, notes: notes)
        }
    }

    /// Opens, checks and migrates the database at `path`; read-only, it is checked but
    /// must not need migrating.
    ///
    /// - Throws: ``RecordsDatabaseUnusable`` saying why, after closing the database.
    static func openChecked(
        path: String, readOnly: Bool, busyTimeout: Double = defaultBusyTimeout
    ) throws(RecordsDatabaseUnusable) -> LiveRecordsService {
        var configuration = configuration(busyTimeout: busyTimeout)
        configuration.readonly = readOnly
        let writer: any DatabaseWriter
        do {
            // Read-only, a queue: a pool would need to make the WAL's shared-memory file.
            writer =
                readOnly
                ? try DatabaseQueue(path: path, configuration: configuration)
                : try DatabasePool(path: path, configuration: configuration)
        } catch {
            throw RecordsDatabaseUnusable.classify(error, path: path, busyTimeout: busyTimeout)
        }
        do {
            try withSchemaRaceRetry(writer) {
                try check(writer, path: path)
                let migrator = RecordsMigrations.migrator
                if readOnly {
                    guard try writer.read({ try migrator.hasCompletedMigrations($0) }) else {
                        throw RecordsDatabaseUnusable(
                            .unavailable,
                            "has an older schema that must be upgraded, which cannot be done while it "
                                + "can only be read", remedy: RecordsDatabaseUnusable.ownershipRemedy(path))
                    }
                } else {
                    try migrator.migrate(writer)
                }
            }
        } catch {
            try? writer.close()
            throw RecordsDatabaseUnusable.classify(error, path: path, busyTimeout: busyTimeout)
        }
        return LiveRecordsService(writer: writer, location: path, readOnly: readOnly, busyTimeout: busyTimeout)
    }

    /// How many times a check and migration that failed on a schema another process was
    /// changing at that moment is tried.
    static let schemaRaceAttempts = 6

    /// Runs `body` (the check and the migration), again when it failed because another
    /// process was setting up the same new database at that moment. GRDB reads which
    /// migrations are applied before it runs them, each in a transaction of its own, so two
    /// processes starting on one new database can both try a migration: the loser fails
    /// ("table entry already exists", "no such table: grdb_migrations") after the other
    /// committed. It then forgets the schema it had read and tries again from there. A
    /// lock held past the wait, or damage, is not tried again.
    private static func withSchemaRaceRetry(_ writer: any DatabaseWriter, _ body: () throws -> Void) throws {
        for attempt in 1... {
            do {
                try body()
                return
            } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR && attempt < schemaRaceAttempts {
                writer.writeWithoutTransaction { $0.clearSchemaCache() }
            }
        }
    }

    /// The connection settings: foreign keys on (GRDB's default, stated), and a connection
    /// that waits `busyTimeout` seconds for another process's lock instead of failing at once.
    static func configuration(busyTimeout: Double = defaultBusyTimeout) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// Refuses a database that fails its integrity check or has a newer schema. Runs on the
    /// writer's connection, so that no reader connection sees the schema before migration.
    static func check(_ writer: any DatabaseWriter, path: String) throws {
        let integrity = try writer.writeWithoutTransaction { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        guard integrity == ["ok"] else {
            throw RecordsDatabaseUnusable(
                .damaged, "fails its integrity check (\(integrity.prefix(3).joined(separator: "; ")))")
        }
        let migrator = RecordsMigrations.migrator
        let (superseded, applied) = try writer.writeWithoutTransaction { db in
            (try migrator.hasBeenSuperseded(db), try migrator.appliedIdentifiers(db))
        }
        guard !superseded else {
            let unknown = applied.subtracting(RecordsMigrations.names).sorted().prefix(5)
            throw RecordsDatabaseUnusable(
                .newerSchema,
                "has a newer schema (migrations \(unknown.joined(separator: ", ")) are unknown to this version)",
                remedy: "open it with the version of the app that wrote it")
        }
    }

    /// Why the database at `path` can only be read, judged from the permissions, or `nil`.
    private static func writeAccessProblem(path: String, directory: String) -> RecordsDatabaseUnusable? {
        for (item, what) in [(path, "file"), (directory, "folder")] where access(item, W_OK) != 0 {
            let code = errno
            if code == EROFS {
                return RecordsDatabaseUnusable(
                    .readOnly, "is on a read-only file system",
                    remedy: "mount it writable, or choose a data folder on a writable disk")
            }
            let item = what == "file" ? path : directory
            return RecordsDatabaseUnusable(
                .readOnly, "can only be read: you may not write its \(what) (\(item))",
                remedy: RecordsDatabaseUnusable.ownershipRemedy(item))
        }
        return nil
    }

    private static func note(_ outcome: PrivateFiles.Outcome, of item: String, in notes: inout [String]) {
        guard case .tightened(let from) = outcome else { return }
        notes.append(
            "\(item) could be read by other users (mode \(PrivateFiles.modeText(from))); it is private to you now")
    }

    /// An opening of `records` in `directory`, with the set-aside files found beside them.
    private static func opening(
        _ records: any RecordsService, problem: RecordsDatabaseProblem?, notes: [String], directory: String
    ) -> RecordsDatabaseOpening {
        RecordsDatabaseOpening(
            records: records, problem: problem, notes: notes,
            setAside: RecordsDatabaseSetAside.pending(directory: directory))
    }

    private static func unavailable(
        _ unusable: RecordsDatabaseUnusable, path: String, directory: String, notes: [String]
    ) -> RecordsDatabaseOpening {
        let problem = unusable.problem(path: path)
        return opening(
            UnavailableRecords(location: path, problem: problem), problem: problem, notes: notes, directory: directory)
    }
}

/// What ``RecordsDatabase/open(directory:busyTimeout:)`` gives: the records, the problem
/// it met on the way, what it tightened, and the set-aside databases beside it.
public struct RecordsDatabaseOpening: Sendable {
    /// The records: in the database, read-only, or refusing every call when ``problem``
    /// says they are unavailable.
    public var records: any RecordsService
    /// Why the database on disk was not used as it was; `nil` when all was well.
    public var problem: RecordsDatabaseProblem?
    /// The folders and files whose permissions were tightened, one sentence each.
    public var notes: [String]
    /// The set-aside databases beside this one that the user has not dismissed.
    public var setAside: RecordsSetAsideFiles
}
