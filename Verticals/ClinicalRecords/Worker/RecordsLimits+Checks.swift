import HubInterfaces
import Prelude

extension RecordsLimits {
    /// Refuses a draft with a blank or over-long field, naming the field.
    ///
    /// The plugin checks every payload against its contract first, which refuses the same
    /// (blank as the contract's `\S` pattern says, lengths in Unicode scalars as its
    /// `maxLength` counts), so through the hub these checks never fire. They stay because they
    /// guard what the records store, whoever makes the draft, and a contract is a resource
    /// that could be edited; `ContractTests` prove that both agree.
    func check(_ draft: EntryDraft, for message: Message) throws(PluginError) {
        try Self.checkTitle(draft.title, for: message)
        try Self.checkDetail(draft.detail, for: message)
        try Self.checkClinicID(draft.clinicID, for: message)
    }

    /// Refuses changes that change nothing or hold a blank or over-long field (the contract's
    /// `minProperties: 2` refuses an edit without a field to change first).
    func check(_ changes: EntryChanges, for message: Message) throws(PluginError) {
        guard !changes.isEmpty else {
            throw Self.invalid(
                message, field: nil, "nothing to change; give at least one of section, title, detail, clinicID")
        }
        if let title = changes.title { try Self.checkTitle(title, for: message) }
        if let detail = changes.detail { try Self.checkDetail(detail, for: message) }
        if let clinicID = changes.clinicID { try Self.checkClinicID(clinicID, for: message) }
    }

    private static func checkTitle(_ title: String, for message: Message) throws(PluginError) {
        guard !PayloadText.isBlank(title) else {
            throw invalid(message, field: "title", "must not be empty or white space only")
        }
        let length = PayloadText.length(of: title)
        guard length <= titleLength else {
            throw invalid(message, field: "title", "is \(length) characters long; the most is \(titleLength)")
        }
    }

    private static func checkDetail(_ detail: String, for message: Message) throws(PluginError) {
        let length = PayloadText.length(of: detail)
        guard length <= detailLength else {
            throw invalid(message, field: "detail", "is \(length) characters long; the most is \(detailLength)")
        }
    }

    private static func checkClinicID(_ clinicID: String, for message: Message) throws(PluginError) {
        guard !PayloadText.isBlank(clinicID) else {
            throw invalid(
                message, field: "clinicID", "must not be empty or white space only; give the clinic's Maps place id")
        }
        let length = PayloadText.length(of: clinicID)
        guard length <= clinicIDLength else {
            throw invalid(message, field: "clinicID", "is \(length) characters long; the most is \(clinicIDLength)")
        }
    }

    private static func invalid(_ message: Message, field: String?, _ text: String) -> PluginError {
        PluginError(
            code: .invalidPayload, message: "\(message.name): \(field.map { "\($0): " } ?? "")\(text)",
            messageName: message.name, kind: .command)
    }
}
