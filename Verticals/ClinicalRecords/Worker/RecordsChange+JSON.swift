import Foundation
public import Prelude

extension RecordEntry {
    /// The entry as JSON, built directly (the form its `Codable` conformance writes), so
    /// that acknowledging a change costs no encoder round trip.
    public var json: JSON {
        .object([
            "id": .int(Int(id)), "section": .string(section.rawValue), "title": .string(title),
            "detail": .string(detail), "clinicID": .string(clinicID),
            "recordedAt": .string(recordedAt.iso8601Text), "updatedAt": .string(updatedAt.iso8601Text),
        ])
    }
}

extension RecordsChange {
    /// The change as JSON: `{"action", "entry"}`, the form its `Codable` conformance writes.
    public var json: JSON {
        .object(["action": .string(action.rawValue), "entry": entry.json])
    }
}

extension RecordsOutcome {
    /// The outcome as JSON: a change's `{"action", "entry"}`, or the restore's or dismissal's.
    public var json: JSON {
        switch self {
        case .change(let change): change.json
        case .restored(let file, let keptAs, let total):
            .object(["action": "restored", "file": .string(file), "keptAs": .string(keptAs), "total": .int(total)])
        case .dismissed(let files):
            .object(["action": "dismissed", "files": .array(JSON.Array(files.map(JSON.string)))])
        }
    }

    /// Whether the records changed, so `records.changed` carries it too.
    var changesRecords: Bool {
        if case .dismissed = self { false } else { true }
    }
}
