/// A change to the records, as the worker runs it.
public enum RecordsCommand: Sendable, Hashable {
    /// Add an entry.
    case add(EntryDraft)
    /// Change entry `id`.
    case edit(id: Int64, EntryChanges)
    /// Remove entry `id`.
    case remove(id: Int64)
    /// Put the set-aside database named `file` back, keeping the current one aside.
    case restore(file: String)
    /// Hide the notice about the set-aside database named `file`, or about all of them.
    case dismiss(file: String?)
}

/// What a finished command did: the payload of a success on `records.outcomes`.
public enum RecordsOutcome: Sendable, Hashable {
    /// An entry was added, edited or removed (also sent on `records.changed`).
    case change(RecordsChange)
    /// A set-aside database was put back (also sent on `records.changed`):
    /// `{"action": "restored", "file", "keptAs", "total"}`.
    case restored(file: String, keptAs: String, total: Int)
    /// Set-aside databases were dismissed: `{"action": "dismissed", "files"}`.
    case dismissed(files: [String])
}

/// What a committed command changed: the payload of `records.changed` and of a success on
/// `records.outcomes`.
///
/// ```json
/// {"action": "added", "entry": {"id": 3, "section": "allergy", ...}}
/// ```
public struct RecordsChange: Sendable, Hashable, Codable {
    /// What happened to the entry.
    public enum Action: String, Sendable, Hashable, Codable {
        /// The entry is new.
        case added
        /// The entry was changed.
        case edited
        /// The entry was removed.
        case removed
    }

    /// What happened.
    public var action: Action
    /// The entry as it is now (for a removal: as it was).
    public var entry: RecordEntry

    /// Makes a change.
    public init(action: Action, entry: RecordEntry) {
        self.action = action
        self.entry = entry
    }
}
