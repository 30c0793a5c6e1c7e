import VerticalInterfaces

extension RecordsLimits {
    /// Refuses a draft with an empty or over-long field, naming the field.
    func check(_ draft: EntryDraft, for message: Message) throws(PluginError) {
        try checkTitle(draft.title, for: message)
        try checkDetail(draft.detail, for: message)
        try checkClinicID(draft.clinicID, for: message)
    }

    /// Refuses changes that change nothing or hold an empty or over-long field.
    func check(_ changes: EntryChanges, for message: Message) throws(PluginError) {
        guard !changes.isEmpty else {
            throw Self.invalid(
                message, field: nil, "nothing to change; give at least one of section, title, detail, clinicID")
        }
        if let title = changes.title { try checkTitle(title, for: message) }
        if let detail = changes.detail { try checkDetail(detail, for: message) }
        if let clinicID = changes.clinicID { try checkClinicID(clinicID, for: message) }
    }

    private func checkTitle(_ title: String, for message: Message) throws(PluginError) {
        guard !title.allSatisfy(\.isWhitespace) else {
            throw Self.invalid(message, field: "title", "must not be empty")
        }
        guard title.count <= titleLength else {
            throw Self.invalid(message, field: "title", "is \(title.count) characters long; the most is \(titleLength)")
        }
    }

    private func checkDetail(_ detail: String, for message: Message) throws(PluginError) {
        guard detail.count <= detailLength else {
            throw Self.invalid(
                message, field: "detail", "is \(detail.count) characters long; the most is \(detailLength)")
        }
    }

    private func checkClinicID(_ clinicID: String, for message: Message) throws(PluginError) {
        guard !clinicID.allSatisfy(\.isWhitespace) else {
            throw Self.invalid(message, field: "clinicID", "must not be empty; give the clinic's Maps place id")
        }
        guard clinicID.count <= clinicIDLength else {
            throw Self.invalid(
                message, field: "clinicID", "is \(clinicID.count) characters long; the most is \(clinicIDLength)")
        }
    }

    private static func invalid(_ message: Message, field: String?, _ text: String) -> PluginError {
        PluginError(
            code: .invalidPayload, message: "\(message.name): \(field.map { "\($0): " } ?? "")\(text)",
            messageName: message.name, kind: .command)
    }
}
