import Foundation
import Prelude
import VerticalInterfaces

/// A ClinicalRecords entry as `records.entry` answers it: the same stored properties and the
/// same `Codable` conformance as ClinicalRecords' `RecordEntry` (dates as ISO 8601 text,
/// the section checked against its names). Defined here because ClinicalRecords links GRDB,
/// which this benchmark has no use for; `MapConfiguration` and `PlaceSummary` are the real
/// types from VerticalInterfaces.
struct RecordsEntry: Hashable, Codable, Sendable {
    /// `RecordSection`: the four sections, decoded with the list of names on a mismatch.
    enum Section: String, Hashable, CaseIterable, Codable, Sendable {
        case allergy, medication, condition, appointment

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let section = Section(rawValue: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "unknown section \"\(name.prefix(40))\"; use one of "
                        + Section.allCases.map(\.rawValue).joined(separator: ", "))
            }
            self = section
        }
    }

    var id: Int64
    var section: Section
    var title: String
    var detail: String
    var clinicID: String
    var recordedAt: Date
    var updatedAt: Date

    private enum CodingKeys: String, CodingKey {
        case id, section, title, detail, clinicID, recordedAt, updatedAt
    }

    init(
        id: Int64, section: Section, title: String, detail: String, clinicID: String, recordedAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.section = section
        self.title = title
        self.detail = detail
        self.clinicID = clinicID
        self.recordedAt = recordedAt
        self.updatedAt = updatedAt
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int64.self, forKey: .id)
        section = try container.decode(Section.self, forKey: .section)
        title = try container.decode(String.self, forKey: .title)
        detail = try container.decode(String.self, forKey: .detail)
        clinicID = try container.decode(String.self, forKey: .clinicID)
        recordedAt = try Self.date(in: container, forKey: .recordedAt)
        updatedAt = try Self.date(in: container, forKey: .updatedAt)
    }

    func encode(to encoder: any Encoder) throws {
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

/// The three payloads, as the verticals carry them.
enum Payloads {
    /// A medication entry, as `records.entry` answers it.
    static let entry = RecordsEntry(
        id: 3, section: .medication, title: "Amoxicillin 500 mg", detail: "three times a day, for seven days",
        clinicID: "zrh-001", recordedAt: Date(timeIntervalSince1970: 1_795_424_400),
        updatedAt: Date(timeIntervalSince1970: 1_795_510_800))

    /// What ``entry``'s own `Codable` conformance does with its two dates, whatever the coder:
    /// parses them from ISO 8601 text when decoding, formats them when encoding.
    static func entryDates() -> OwnWork {
        let entry = Self.entry
        let recorded = entry.recordedAt.iso8601Text
        let updated = entry.updatedAt.iso8601Text
        return OwnWork(
            decoding: {
                let dates = [Date(iso8601Text: recorded), Date(iso8601Text: updated)].compactMap { $0 }
                return dates.count
            },
            encoding: {
                entry.recordedAt.iso8601Text.utf8.count &+ entry.updatedAt.iso8601Text.utf8.count
            })
    }

    /// The map ClinicalRecords asks Maps for to show an entry's clinic (`maps.view`).
    static let configuration = MapConfiguration(
        isSearchEnabled: false, selectionPolicy: .showDetails(selectable: false),
        pins: [MapPin(title: "Gruppenpraxis Witikon", latitude: 47.352901, longitude: 8.514191, placeID: "zrh-001")])

    /// A `maps.search` answer of 50 places: the first 50 of Maps' own dataset
    /// (`Verticals/Maps/Resources/Data/places.json`), as `PlacesWorker.summary(of:)` makes them
    /// (no distance for a search).
    static func searchAnswer() throws -> [PlaceSummary] {
        struct Dataset: Decodable {
            struct Place: Decodable {
                let id: String
                let name: String
                let kind: PlaceKind
                let address: String
                let phone: String
                let latitude: Double
                let longitude: Double
            }
            let places: [Place]
        }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Verticals/Maps/Resources/Data/places.json").standardized
        let dataset = try JSONDecoder().decode(Dataset.self, from: Data(contentsOf: file))
        return dataset.places.prefix(50).enumerated().map { offset, place in
            PlaceSummary(
                id: place.id, name: place.name, kind: place.kind, address: place.address, phone: place.phone,
                latitude: place.latitude, longitude: place.longitude, isOpenNow: offset % 3 != 0)
        }
    }
}
