import ClinicalRecords
import Dispatch
import Foundation

/// A store whose every write fails, as a full disk would.
struct FailingRecords: RecordsService {
    var location: String { "failing" }
    func allEntries() throws(RecordsStoreError) -> [RecordEntry] { [] }
    func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry { throw failure }
    func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry? {
        throw failure
    }
    func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry? { throw failure }
    func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry] { [] }
    private var failure: RecordsStoreError {
        RecordsStoreError(operation: "write", location: location, message: "disk full")
    }
}

/// An in-memory store whose writes wait until the test opens the gate, so commands pile up.
final class GatedRecords: RecordsService {
    private let records = InMemoryRecords()
    private let gate = DispatchSemaphore(value: 0)

    /// Lets every waiting and later write through.
    func open() {
        gate.signal()
    }

    var location: String { "gated" }
    func allEntries() throws(RecordsStoreError) -> [RecordEntry] { try records.allEntries() }
    func add(_ draft: EntryDraft, at date: Date) throws(RecordsStoreError) -> RecordEntry {
        gate.wait()
        gate.signal()
        return try records.add(draft, at: date)
    }
    func edit(id: Int64, with changes: EntryChanges, at date: Date) throws(RecordsStoreError) -> RecordEntry? {
        try records.edit(id: id, with: changes, at: date)
    }
    func remove(id: Int64) throws(RecordsStoreError) -> RecordEntry? { try records.remove(id: id) }
    func revisions(of id: Int64) throws(RecordsStoreError) -> [RecordEntry] { try records.revisions(of: id) }
}
