import Foundation
import GRDB
import Prelude
import Testing

@testable import ClinicalRecords

@Suite("The records database: opening, migrating, keeping damaged files aside, private to its owner")
struct DatabaseOpeningTests {
    /// Brings `writer`'s database to schema version 1 with one entry (section, title,
    /// detail, clinic) recorded at ``Fixture/now``, and closes it.
    static func version1Database(_ writer: any DatabaseWriter, holding entry: [String]) throws {
        try RecordsMigrations.migrator.migrate(writer, upTo: "v1")
        try writer.write { db in
            try db.execute(
                sql: "INSERT INTO entry (section, title, detail, clinicID, recordedAt) VALUES (?, ?, ?, ?, ?)",
                arguments: StatementArguments(entry.map { $0 as any DatabaseValueConvertible } + [Fixture.now]))
        }
        try writer.close()
    }

    @Test("an empty folder gets a WAL database with every migration and foreign keys on")
    func fromEmpty() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let opening = RecordsDatabase.open(directory: folder)
        #expect(opening.problem == nil)
        let path = folder + "/records.sqlite"
        #expect(opening.records.location == path)
        _ = try opening.records.add(
            EntryDraft(section: .allergy, title: "Peanuts", clinicID: "kings-cross"), at: Fixture.now)
        let queue = try DatabaseQueue(path: path)
        let (journal, applied) = try queue.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try RecordsMigrations.migrator.appliedIdentifiers(db))
        }
        #expect(journal == "wal")
        #expect(applied == ["v1", "v2"])
        // Private whatever the umask: the folder 0700, the database and its companions 0600.
        #expect(PrivateFiles.mode(of: folder) == 0o700)
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(PrivateFiles.mode(of: file) == 0o600, "\(file)")
        }
        // Foreign keys are on: removing an entry removes its revisions.
        let entry = try #require(try opening.records.allEntries().first)
        _ = try opening.records.edit(id: entry.id, with: EntryChanges(title: "Tree nuts"), at: Fixture.now)
        _ = try opening.records.remove(id: entry.id)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM revision") } == 0)
    }

    @Test("a version-1 database with data is migrated and keeps its data")
    func fromVersion1() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.version1Database(
            try DatabasePool(path: folder + "/records.sqlite"),
            holding: ["medication", "Ibuprofen", "as needed", "camden"])

        let opening = RecordsDatabase.open(directory: folder)
        #expect(opening.problem == nil)
        let entries = try opening.records.allEntries()
        #expect(entries.map(\.title) == ["Ibuprofen"])
        #expect(entries.first?.updatedAt == Fixture.now && entries.first?.recordedAt == Fixture.now)
        let edited = try opening.records.edit(id: 1, with: EntryChanges(detail: "twice a day"), at: Fixture.now)
        #expect(edited?.detail == "twice a day")
        #expect(try opening.records.revisions(of: 1).map(\.detail) == ["as needed"])
    }

    @Test("a file of random bytes is kept aside, byte for byte and private, and the records start empty")
    func randomBytes() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Not through a local SystemRandomNumberGenerator: ThreadSanitizer took two tests'
        // inout accesses to such a stateless value as a race on one address.
        let garbage = Data((0..<8_192).map { _ in UInt8.random(in: 0...255) })
        try garbage.write(to: URL(fileURLWithPath: folder + "/records.sqlite"))
        chmod(folder + "/records.sqlite", 0o644)

        let opening = World.withOverrides({ $0.clock = .fixed(Fixture.now) }) {
            RecordsDatabase.open(directory: folder)
        }
        let problem = try #require(opening.problem)
        #expect(problem.kind == .notADatabase)
        #expect(problem.path == folder + "/records.sqlite")
        #expect(problem.keptAs == folder + "/records.sqlite.unusable-20261123T090000Z")
        #expect(FileManager.default.contents(atPath: folder + "/records.sqlite.unusable-20261123T090000Z") == garbage)
        #expect(PrivateFiles.mode(of: folder + "/records.sqlite.unusable-20261123T090000Z") == 0o600)
        #expect(opening.setAside.names == ["records.sqlite.unusable-20261123T090000Z"])
        #expect(try opening.records.allEntries().isEmpty)
        #expect(opening.records.location == folder + "/records.sqlite")
        #expect(problem.description.contains(folder + "/records.sqlite"))
    }

    @Test("a truncated database fails its check and is kept aside")
    func truncated() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = RecordsDatabase.open(directory: folder)
        for n in 0..<400 {
            _ = try first.records.add(
                EntryDraft(
                    section: .condition, title: "entry \(n)", detail: String(repeating: "x", count: 200), clinicID: "c"),
                at: Fixture.now)
        }
        // Close every connection and move the WAL into the file, so that the file holds it all.
        let path = folder + "/records.sqlite"
        try (first.records as? LiveRecordsService)?.close()
        let checkpoint = try DatabaseQueue(path: path)
        try checkpoint.writeWithoutTransaction { _ = try $0.checkpoint(.truncate) }
        try checkpoint.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size > 50_000)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(size / 2))
        try handle.close()
        let truncatedBytes = FileManager.default.contents(atPath: path)

        let opening = RecordsDatabase.open(directory: folder)
        let problem = try #require(opening.problem)
        #expect(problem.kind.setsAside)
        let keptAs = try #require(problem.keptAs)
        #expect(FileManager.default.contents(atPath: keptAs) == truncatedBytes)
        #expect(try opening.records.allEntries().isEmpty)
    }

    @Test("a database from a newer version is kept aside, never migrated down or overwritten")
    func newerSchema() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let newer = try DatabasePool(path: folder + "/records.sqlite")
        var migrator = RecordsMigrations.migrator
        migrator.registerMigration("v3") { db in try db.execute(sql: "CREATE TABLE attachment (id INTEGER PRIMARY KEY)")
        }
        try migrator.migrate(newer)
        try newer.close()

        let opening = World.withOverrides({ $0.clock = .fixed(Fixture.now) }) {
            RecordsDatabase.open(directory: folder)
        }
        let problem = try #require(opening.problem)
        #expect(problem.kind == .newerSchema)
        #expect(problem.reason.contains("migrations v3 are unknown"))
        let kept = try DatabaseQueue(path: try #require(problem.keptAs))
        #expect(try kept.read { try migrator.appliedIdentifiers($0) } == ["v1", "v2", "v3"])
    }

    @Test("keeping aside never overwrites an earlier kept file")
    func neverOverwrites() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let earlier = folder + "/records.sqlite.unusable-20261123T090000Z"
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: earlier))
        try Data("not a database, and long enough to have a header".utf8).write(
            to: URL(fileURLWithPath: folder + "/records.sqlite"))

        let opening = World.withOverrides({ $0.clock = .fixed(Fixture.now) }) {
            RecordsDatabase.open(directory: folder)
        }
        #expect(opening.problem?.keptAs == earlier + "-2")
        #expect(FileManager.default.contents(atPath: earlier) == Data("earlier".utf8))
    }

    @Test("a folder that cannot be made leaves the records unavailable, saying why, and keeps nothing in memory")
    func unwritable() throws {
        let opening = RecordsDatabase.open(directory: "/dev/null/records")
        let problem = try #require(opening.problem)
        #expect(problem.kind == .unavailable && problem.keptAs == nil && !problem.canRead)
        #expect(problem.description.contains("/dev/null/records/records.sqlite cannot be made"))
        #expect(problem.description.contains("a part of the path is a file"))
        let refused = #expect(throws: RecordsStoreError.self) {
            try opening.records.add(EntryDraft(section: .allergy, title: "Dust", clinicID: "c"), at: Fixture.now)
        }
        #expect(refused?.description.contains("/dev/null/records/records.sqlite") == true)
        #expect(throws: RecordsStoreError.self) { try opening.records.allEntries() }
    }

    @Test("a folder and database that others could read are made private, and the opening says so")
    func tightensWiderPermissions() throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = RecordsDatabase.open(directory: folder)
        _ = try first.records.add(EntryDraft(section: .allergy, title: "Dust", clinicID: "c"), at: Fixture.now)
        try (first.records as? LiveRecordsService)?.close()
        let path = folder + "/records.sqlite"
        chmod(folder, 0o755)
        chmod(path, 0o644)

        let opening = RecordsDatabase.open(directory: folder)
        #expect(opening.problem == nil)
        #expect(PrivateFiles.mode(of: folder) == 0o700 && PrivateFiles.mode(of: path) == 0o600)
        #expect(opening.notes.count == 2)
        #expect(
            opening.notes.first == "\(folder) could be read by other users (mode rwxr-xr-x); it is private to you now")
        #expect(opening.notes.last?.hasPrefix("\(path) could be read by other users (mode rw-r--r--)") == true)
        #expect(try opening.records.allEntries().map(\.title) == ["Dust"])
    }

    @Test(
        "a database another process holds locked past the wait, during start-up or migration, is left where it is",
        arguments: [true, false])
    func lockedByAnotherProcess(wal: Bool) throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/records.sqlite"
        // A version-1 database, so that opening it must migrate (write); in rollback mode
        // the other process's exclusive lock keeps even the start-up's reads out.
        try Self.version1Database(
            wal ? try DatabasePool(path: path) : try DatabaseQueue(path: path), holding: ["allergy", "Latex", "", "c"])
        let before = FileManager.default.contents(atPath: path)

        let holder = try LockHolder(path: path)
        let opening = RecordsDatabase.open(directory: folder, busyTimeout: 1)
        let problem = try #require(opening.problem)
        #expect(problem.kind == .unavailable && problem.keptAs == nil)
        #expect(problem.reason.contains("is locked by another process"), "\(problem)")
        #expect(problem.remedy?.contains("run the command again") == true)
        #expect(RecordsDatabaseSetAside.keptNames(directory: folder).isEmpty)
        #expect(FileManager.default.contents(atPath: path) == before)
        try holder.release()

        let later = RecordsDatabase.open(directory: folder, busyTimeout: 1)
        #expect(later.problem == nil)
        #expect(try later.records.allEntries().map(\.title) == ["Latex"])
    }

    @Test("only damage sets a file aside: each kind says whether it does")
    func onlyDamageSetsAside() {
        #expect(RecordsDatabaseProblem.Kind.notADatabase.setsAside)
        #expect(RecordsDatabaseProblem.Kind.damaged.setsAside)
        #expect(RecordsDatabaseProblem.Kind.newerSchema.setsAside)
        #expect(!RecordsDatabaseProblem.Kind.readOnly.setsAside)
        #expect(!RecordsDatabaseProblem.Kind.unavailable.setsAside)
    }
}
