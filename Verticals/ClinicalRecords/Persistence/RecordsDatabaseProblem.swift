/// Why the records database on disk could not be used as it was at start-up, and what
/// was done about it.
///
/// Only proven damage moves a file: a file that is not a database, fails its integrity
/// check, or was written by a newer version of the app is kept aside under a new name
/// (never deleted or overwritten) and the records start empty. Anything else (a lock held
/// by another process, a file the user may not read or write, a read-only or full disk,
/// an input/output error) leaves the file where it is: the records are then read-only
/// (``Kind/readOnly``) or cannot be used until the cause is fixed (``Kind/unavailable``),
/// and the report says what to do.
public struct RecordsDatabaseProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it was.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The file is not a SQLite database; it was kept aside.
        case notADatabase
        /// The file is a database that fails `PRAGMA integrity_check`; it was kept aside.
        case damaged
        /// The file was written by a newer version of the app (unknown migrations); it
        /// was kept aside.
        case newerSchema
        /// The database can be read but not written (another user's file, a read-only
        /// folder or file system, permissions that cannot be made private); it stays where it is.
        case readOnly
        /// The database cannot be used now (locked by another process, unreadable, an
        /// input/output error, a full disk, a folder that cannot be made); it stays where it is.
        case unavailable

        /// Whether this kind of problem moves the file aside: only proven damage does.
        public var setsAside: Bool {
            switch self {
            case .notADatabase, .damaged, .newerSchema: true
            case .readOnly, .unavailable: false
            }
        }
    }

    /// What kind of problem it was.
    public var kind: Kind
    /// The database's path.
    public var path: String
    /// What was wrong, completing "the records database <path> ...": `is locked by another process`.
    public var reason: String
    /// What the user can do about it (a `chown`, closing another program), when something can be said.
    public var remedy: String?
    /// Where the damaged file now is; `nil` unless the kind sets files aside.
    public var keptAs: String?

    /// Makes a problem report.
    public init(kind: Kind, path: String, reason: String, remedy: String? = nil, keptAs: String? = nil) {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.remedy = remedy
        self.keptAs = keptAs
    }

    /// Whether the records can still be read (queries and views answer).
    public var canRead: Bool { kind != .unavailable }

    /// The text shown when the value is printed: what is wrong, what was done, what to do.
    public var description: String {
        var text = "the records database \(path) \(reason)"
        switch kind {
        case .notADatabase, .damaged, .newerSchema:
            text += keptAs.map { "; it was kept as \($0) and the records start empty" } ?? ""
        case .readOnly:
            text += "; the records can be read but not changed, and the file was left where it is"
        case .unavailable:
            text += "; the file was left where it is, and the records cannot be read or changed until this is fixed"
        }
        if let remedy { text += "; to fix it, \(remedy)" }
        return text
    }
}
