import Foundation
import GRDB
import Prelude

/// Puts a set-aside database back in place of the live one (`records.restore`).
///
/// The file is named, never given as a path: the name must be one of the kept files
/// beside the database. It must pass the checks an opening makes (a database, integrity,
/// a schema this version knows); the live database must be writable and open in no other
/// process. The live database is then kept aside as `records.sqlite.replaced-<time>`, the
/// restored one takes its name and is opened (and migrated). A failure on the way renames
/// every file back and reopens the live database.
enum RecordsDatabaseRestore {
    /// How long the exclusive check waits for other connections to go, in seconds.
    static let exclusiveWait: Double = 2

    /// Restores the kept database `name` in `directory`, closing `current` first.
    ///
    /// - Returns: the restored records, and where the replaced database was kept.
    /// - Throws: ``Refusal`` saying why, with every file where it was and the current
    ///   database reopened when it had been closed.
    static func restore(
        name: String, directory: String, current: LiveRecordsService, at date: Date
    ) throws(Refusal) -> (records: LiveRecordsService, keptAs: String) {
        let operation = "restore \(name.prefix(80))"
        let path = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(RecordsDatabase.fileName)
            .path
        let kept = RecordsDatabaseSetAside.keptNames(directory: directory)
        guard kept.contains(name) else {
            let list = kept.isEmpty ? "there are none" : "there are " + kept.prefix(10).joined(separator: ", ")
            throw Refusal(
                operation: operation, location: directory,
                message: "there is no set-aside database of that name beside the records (\(list)); nothing was changed"
            )
        }
        guard current.location == path, !current.isReadOnly else {
            throw Refusal(
                operation: operation, location: path,
                message: "the records database can only be read now, so it cannot be replaced; fix that first "
                    + "(see the notice on records.view)")
        }
        let candidate = URL(fileURLWithPath: directory, isDirectory: true).appendingPathComponent(name).path
        do throws(RecordsDatabaseUnusable) {
            try checkCandidate(candidate)
        } catch {
            throw Refusal(
                operation: operation, location: candidate,
                message: "it cannot be restored: it \(error.reason); nothing was changed")
        }
        do {
            try current.writer.close()
        } catch {
            throw Refusal(
                operation: operation, location: path,
                message: "the current database cannot be closed (\(error.localizedDescription)); nothing was changed")
        }
        /// The refusal once the current database was closed: it is opened again.
        func refuse(_ message: String) -> Refusal {
            Refusal(
                operation: operation, location: path, message: message,
                reopened: try? RecordsDatabase.openChecked(path: path, readOnly: false))
        }
        if let other = otherProcessUses(path) {
            throw refuse("\(other); close the other program and try again; nothing was changed")
        }
        let keptAs: String
        do throws(PrivateFiles.Failure) {
            keptAs =
                try RecordsDatabaseSetAside.keepAside(path: path, at: date, infix: RecordsDatabaseSetAside.replaced)
                ?? path
        } catch {
            throw refuse("the current database cannot be kept aside: \(error); nothing was changed")
        }
        let moved = move(candidate, to: path)
        guard moved.failure == nil else {
            undo(moved.done)
            _ = rename(keptAs, path)
            throw refuse("\(candidate) cannot be moved into place: \(moved.failure ?? ""); nothing was changed")
        }
        do throws(RecordsDatabaseUnusable) {
            let restored = try RecordsDatabase.openChecked(path: path, readOnly: false)
            return (restored, keptAs)
        } catch {
            undo(moved.done)
            _ = move(keptAs, to: path)
            throw refuse("the restored database cannot be opened: it \(error.reason); every file is back where it was")
        }
    }

    /// Why a restore was refused, and the current database opened again when the restore
    /// had closed it (`nil` when it was never closed, or could not be opened again).
    struct Refusal: Error {
        var error: RecordsStoreError
        var reopened: LiveRecordsService?
        var closedCurrent: Bool

        init(operation: String, location: String, message: String) {
            error = RecordsStoreError(operation: operation, location: location, message: message)
            reopened = nil
            closedCurrent = false
        }

        init(operation: String, location: String, message: String, reopened: LiveRecordsService?) {
            error = RecordsStoreError(operation: operation, location: location, message: message)
            self.reopened = reopened
            closedCurrent = true
        }
    }

    /// Checks the kept file at `path` as an opening would, without changing its name.
    private static func checkCandidate(_ path: String) throws(RecordsDatabaseUnusable) {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: path, configuration: RecordsDatabase.configuration(busyTimeout: 2))
        } catch {
            throw RecordsDatabaseUnusable.classify(error, path: path, busyTimeout: 2)
        }
        defer { try? queue.close() }
        do {
            try RecordsDatabase.check(queue, path: path)
            // An empty file opens as an empty database: it holds no records to restore.
            let tables = try queue.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM sqlite_master") } ?? 0
            guard tables > 0 else { throw RecordsDatabaseUnusable(.damaged, "is empty: it holds no records") }
        } catch {
            throw RecordsDatabaseUnusable.classify(error, path: path, busyTimeout: 2)
        }
    }

    /// Why another process may be using the database at `path`, or `nil` when this one
    /// alone has it: leaving WAL mode needs every other connection gone.
    private static func otherProcessUses(_ path: String) -> String? {
        do {
            let queue = try DatabaseQueue(
                path: path, configuration: RecordsDatabase.configuration(busyTimeout: exclusiveWait))
            defer { try? queue.close() }
            let mode = try queue.writeWithoutTransaction { try String.fetchOne($0, sql: "PRAGMA journal_mode=DELETE") }
            return mode?.lowercased() == "delete" ? nil : "another process has the records database open"
        } catch {
            return "another process has the records database open (\(error.localizedDescription))"
        }
    }

    /// Renames the database `from` and its companions to `to`; says how far it got.
    private static func move(_ from: String, to: String) -> (done: [(String, String)], failure: String?) {
        var done: [(String, String)] = []
        for suffix in [""] + RecordsDatabaseSetAside.companions where PrivateFiles.mode(of: from + suffix) != nil {
            guard rename(from + suffix, to + suffix) == 0 else {
                return (done, SystemError.last().description)
            }
            done.append((from + suffix, to + suffix))
        }
        return (done, nil)
    }

    private static func undo(_ done: [(String, String)]) {
        for (from, to) in done.reversed() { _ = rename(to, from) }
    }
}
