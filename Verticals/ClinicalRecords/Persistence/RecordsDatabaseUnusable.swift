import Foundation
import GRDB
import Prelude

/// Why one attempt to open the database failed, sorted into proven damage (the file may
/// be kept aside) and everything else (the file stays where it is).
struct RecordsDatabaseUnusable: Error {
    /// What kind of problem it is.
    var kind: RecordsDatabaseProblem.Kind
    /// Completes "the records database <path> ...".
    var reason: String
    /// What the user can do about it.
    var remedy: String?

    init(_ kind: RecordsDatabaseProblem.Kind, _ reason: String, remedy: String? = nil) {
        self.kind = kind
        self.reason = reason
        self.remedy = remedy
    }

    /// The problem report for the database at `path`.
    func problem(path: String, keptAs: String? = nil) -> RecordsDatabaseProblem {
        RecordsDatabaseProblem(kind: kind, path: path, reason: reason, remedy: remedy, keptAs: keptAs)
    }

    /// Sorts an error SQLite (through GRDB) gave while opening, checking or migrating the
    /// database at `path`. Only "not a database" and "malformed" are damage; a lock, a
    /// permission, a read-only or full disk and an input/output error are not.
    static func classify(_ error: any Error, path: String, busyTimeout: Double) -> RecordsDatabaseUnusable {
        if let unusable = error as? RecordsDatabaseUnusable { return unusable }
        guard let error = error as? DatabaseError else {
            return RecordsDatabaseUnusable(.unavailable, "cannot be opened: \(error.localizedDescription)")
        }
        let said = error.message.map { " (SQLite: \($0))" } ?? ""
        switch error.resultCode {
        case .SQLITE_NOTADB:
            return RecordsDatabaseUnusable(.notADatabase, "is not a SQLite database\(said)")
        case .SQLITE_CORRUPT:
            return RecordsDatabaseUnusable(.damaged, "is damaged\(said)")
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            return RecordsDatabaseUnusable(
                .unavailable,
                "is locked by another process, which held it longer than the \(Int(busyTimeout)) s this app waits",
                remedy: "let the other program finish (or close it) and run the command again")
        case .SQLITE_READONLY:
            return RecordsDatabaseUnusable(.readOnly, "can only be read\(said)", remedy: ownershipRemedy(path))
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            if access(path, R_OK) != 0 && errno == EACCES {
                return RecordsDatabaseUnusable(
                    .unavailable, "cannot be read: permission denied", remedy: ownershipRemedy(path))
            }
            return RecordsDatabaseUnusable(
                .unavailable, "cannot be opened\(said)",
                remedy: "check that you may read and write the file and its folder (`ls -l`)")
        case .SQLITE_FULL:
            return RecordsDatabaseUnusable(
                .unavailable, "cannot be written: the disk is full", remedy: "free some space and run the command again"
            )
        case .SQLITE_IOERR:
            return RecordsDatabaseUnusable(
                .unavailable, "could not be read or written: an input/output error\(said)",
                remedy: "check the disk and the file's size limit (`ulimit -f`), then run the command again")
        default:
            return RecordsDatabaseUnusable(.unavailable, "cannot be opened\(said)")
        }
    }

    /// The fix for a file the user does not own, or for permissions that keep them out.
    static func ownershipRemedy(_ path: String) -> String {
        let user = geteuid()
        if let owner = PrivateFiles.owner(of: path), owner != user {
            return
                "run `sudo chown \(user):\(getegid()) \(path)` (it is owned by user \(owner), not by you, user \(user))"
        }
        return "give yourself read and write permission: `chmod 600 \(path)`, and `chmod 700` its folder"
    }
}
