public import Foundation
import Prelude

/// Records in memory: for tests, previews, and the fallback when no database can be made
/// on disk. Each change is applied whole under a lock, so it is atomic like a transaction;
/// nothing outlives the process.
public final class InMemoryRecords: RecordsService {
    private struct Contents {
        var entries: [Int64: RecordEntry] = [:]
        var revisions: [Int64: [RecordEntry]] = [:]
        var lastID: Int64 = 0
    }

    private let contents: Locked<Contents>
    /// A description of where the records live.
    public let location: String

    /// Makes a store holding `entries` (their ids are kept; new ones continue after the largest).
    public init(_ entries: [RecordEntry] = [], location: String = "memory") {
        var contents = Contents()
        for entry in entries {
            contents.entries[entry.id] = entry
            contents.lastID = max(contents.lastID, entry.id)
        }
        self.contents = Locked(contents)
        self.location = location
    }

    /// Every entry, oldest first.
    public func allEntries() throws(RecordsStoreError) -> [RecordEntry] {
        contents.withLock { $0.entries.values.sorted { $0.id < $1.id } }
    }

    /// Numbers and stores the entry.
    public func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry {
        contents.withLock { contents in
            contents.lastID += 1
            let entry = RecordEntry(
                id: contents.lastID, section: draft.section, title: draft.title, detail: draft.detail,
                clinicID: draft.clinicID, recordedAt: date, updatedAt: date)
            contents.entries[entry.id] = entry
            return entry
        }
    }

    /// Changes the entry and keeps the replaced version.
    public func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry? {
        contents.withLock { contents in
            guard let current = contents.entries[id] else { return nil }
            var replaced = current
            replaced.updatedAt = date
            contents.revisions[id, default: []].append(replaced)
            let changed = changes.applied(to: current, at: date)
            contents.entries[id] = changed
            return changed
        }
    }

    /// Removes the entry and its revisions.
    public func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry? {
        contents.withLock { contents in
            contents.revisions[id] = nil
            return contents.entries.removeValue(forKey: id)
        }
    }

    /// The replaced versions, oldest first.
    public func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry] {
        contents.withLock { $0.revisions[id] ?? [] }
    }
}
