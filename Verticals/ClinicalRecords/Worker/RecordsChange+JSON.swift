import Foundation
public import Prelude

extension RecordEntry {
    /// The entry as JSON, built directly (the form its `Codable` conformance writes), so
    /// that acknowledging a change costs no encoder round trip.
    public var json: JSON {
        .object([
            "id": .int(Int(id)), "section": .string(section.rawValue), "title": .string(title),
            "detail": .string(detail), "clinicID": .string(clinicID),
            "recordedAt": .string(recordedAt.formatted(.iso8601)), "updatedAt": .string(updatedAt.formatted(.iso8601)),
        ])
    }
}

extension RecordsChange {
    /// The change as JSON: `{"action", "entry"}`, the form its `Codable` conformance writes.
    public var json: JSON {
        .object(["action": .string(action.rawValue), "entry": entry.json])
    }
}
