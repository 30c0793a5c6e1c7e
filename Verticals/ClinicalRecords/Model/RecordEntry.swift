public import Foundation
import Prelude

/// One entry of a patient's records: an allergy, a medication, a condition or an
/// appointment, dated by the world's clock and linked to a clinic (a Maps place id).
///
/// In JSON, dates are ISO 8601 text (`2026-11-23T09:00:00Z`):
///
/// ```json
/// {"id": 3, "section": "medication", "title": "Amoxicillin 500 mg", "detail": "three times a day",
///  "clinicID": "kings-cross", "recordedAt": "2026-11-23T09:00:00Z", "updatedAt": "2026-11-23T09:00:00Z"}
/// ```
public struct RecordEntry: Sendable, Hashable {
    /// The entry's number, given by the database and never reused.
    public var id: Int64
    /// The section the entry belongs to.
    public var section: RecordSection
    /// What the entry is, as the patient reads it.
    public var title: String
    /// Further detail; may be empty.
    public var detail: String
    /// The clinic the entry is linked to: a Maps place id.
    public var clinicID: String
    /// When the entry was added, by the world's clock.
    public var recordedAt: Date
    /// When the entry was last changed, by the world's clock.
    public var updatedAt: Date

    /// Makes an entry.
    public init(
        id: Int64, section: RecordSection, title: String, detail: String, clinicID: String, recordedAt: Date,
        updatedAt: Date
    ) {
        self.id = id
        self.section = section
        self.title = title
        self.detail = detail
        self.clinicID = clinicID
        self.recordedAt = recordedAt
        self.updatedAt = updatedAt
    }
}

extension RecordEntry: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, section, title, detail, clinicID, recordedAt, updatedAt
    }

    /// Decodes an entry; dates are ISO 8601 text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int64.self, forKey: .id)
        section = try container.decode(RecordSection.self, forKey: .section)
        title = try container.decode(String.self, forKey: .title)
        detail = try container.decode(String.self, forKey: .detail)
        clinicID = try container.decode(String.self, forKey: .clinicID)
        recordedAt = try Self.date(in: container, forKey: .recordedAt)
        updatedAt = try Self.date(in: container, forKey: .updatedAt)
    }

    /// Encodes the entry; dates as ISO 8601 text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(section, forKey: .section)
        try container.encode(title, forKey: .title)
        try container.encode(detail, forKey: .detail)
        try container.encode(clinicID, forKey: .clinicID)
        try container.encode(recordedAt.iso8601Text, forKey: .recordedAt)
        try container.encode(updatedAt.iso8601Text, forKey: .updatedAt)
    }

    private static func date(in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys) throws -> Date {
        let text = try container.decode(String.self, forKey: key)
        guard let date = Date(iso8601Text: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "expected an ISO 8601 date such as 2026-11-23T09:00:00Z, found \"\(text.prefix(40))\""
            )
        }
        return date
    }
}
