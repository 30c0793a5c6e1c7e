/// `records.add`'s payload.
struct AddPayload: Decodable {
    var section: RecordSection
    var title: String
    var detail: String?
    var clinicID: String

    var draft: EntryDraft {
        EntryDraft(section: section, title: title, detail: detail ?? "", clinicID: clinicID)
    }
}

/// `records.edit`'s payload: the entry and the fields to change.
struct EditPayload: Decodable {
    var id: Int64
    var section: RecordSection?
    var title: String?
    var detail: String?
    var clinicID: String?

    var changes: EntryChanges {
        EntryChanges(section: section, title: title, detail: detail, clinicID: clinicID)
    }
}

/// The payload of `records.remove` and `records.entry`.
struct EntryIDPayload: Decodable {
    var id: Int64
}

/// `records.section`'s payload.
struct SectionPayload: Decodable {
    var section: RecordSection
}

/// `records.view`'s payload: an entry's screen with `id`, the records screen without.
struct ViewPayload: Decodable {
    var id: Int64?
}

/// `records.restore`'s payload: the name of a set-aside database beside the records.
struct RestorePayload: Decodable {
    var file: String
}

/// `records.dismiss`'s payload: one set-aside database's name, or none for all.
struct DismissPayload: Decodable {
    var file: String?
}
