/// Why the records database on disk could not be used at start-up, and what was done
/// about it: the file is kept aside under a new name (never deleted or overwritten) and
/// the vertical starts with empty records, saying so in its view.
public struct RecordsDatabaseProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it was.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// SQLite could not open the file (not a database, unreadable).
        case unopenable
        /// The file opened but failed `PRAGMA integrity_check` or could not be read.
        case damaged
        /// The file was written by a newer version of the app (unknown migrations).
        case newerSchema
        /// No database could be made at the path (its folder cannot be created or written).
        case unwritable
    }

    /// What kind of problem it was.
    public var kind: Kind
    /// The database's path.
    public var path: String
    /// What was wrong: it could not be opened, failed its integrity check, or has a newer schema.
    public var reason: String
    /// Where the unusable file now is; `nil` when there was no file to keep aside.
    public var keptAs: String?
    /// Whether the records now live in memory only (nothing is saved), because no usable
    /// database could be made at `path`.
    public var isInMemory: Bool

    /// Makes a problem report.
    public init(kind: Kind, path: String, reason: String, keptAs: String?, isInMemory: Bool) {
        self.kind = kind
        self.path = path
        self.reason = reason
        self.keptAs = keptAs
        self.isInMemory = isInMemory
    }

    /// The text shown when the value is printed.
    public var description: String {
        var text = "the records database \(path) \(reason)"
        if let keptAs { text += "; it was kept as \(keptAs)" }
        text += isInMemory ? "; records are kept in memory only" : "; the records start empty"
        return text
    }
}
