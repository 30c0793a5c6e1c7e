public import Foundation

/// What a new entry holds before the database numbers and dates it.
public struct EntryDraft: Sendable, Hashable {
    /// The section the entry goes in.
    public var section: RecordSection
    /// What the entry is.
    public var title: String
    /// Further detail; may be empty.
    public var detail: String
    /// The clinic it is linked to: a Maps place id.
    public var clinicID: String

    /// Makes a draft.
    public init(section: RecordSection, title: String, detail: String = "", clinicID: String) {
        self.section = section
        self.title = title
        self.detail = detail
        self.clinicID = clinicID
    }
}

/// The fields an edit changes; `nil` leaves a field as it is.
public struct EntryChanges: Sendable, Hashable {
    /// A new section.
    public var section: RecordSection?
    /// A new title.
    public var title: String?
    /// New detail.
    public var detail: String?
    /// A new clinic.
    public var clinicID: String?

    /// Makes changes.
    public init(section: RecordSection? = nil, title: String? = nil, detail: String? = nil, clinicID: String? = nil) {
        self.section = section
        self.title = title
        self.detail = detail
        self.clinicID = clinicID
    }

    /// Whether the changes change nothing.
    public var isEmpty: Bool { section == nil && title == nil && detail == nil && clinicID == nil }

    /// `entry` with these changes applied and `updatedAt` set to `date`.
    public func applied(to entry: RecordEntry, at date: Date) -> RecordEntry {
        var changed = entry
        changed.section = section ?? entry.section
        changed.title = title ?? entry.title
        changed.detail = detail ?? entry.detail
        changed.clinicID = clinicID ?? entry.clinicID
        changed.updatedAt = date
        return changed
    }
}
