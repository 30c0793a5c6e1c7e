public import HubInterfaces

/// The messages ClinicalRecords handles and sends, prepared once so the hot paths never
/// parse a literal.
extension Message {
    /// Adds an entry (command): `{"section", "title", "detail"?, "clinicID"}`.
    public static let recordsAdd: Message = "records.add"
    /// Edits an entry (command): `{"id", "section"?, "title"?, "detail"?, "clinicID"?}`.
    public static let recordsEdit: Message = "records.edit"
    /// Removes an entry (command): `{"id"}`.
    public static let recordsRemove: Message = "records.remove"
    /// Puts a set-aside database back in place of the current one, keeping the current one
    /// aside (command): `{"file"}`, a name the records screen or `host world` lists.
    public static let recordsRestore: Message = "records.restore"
    /// Hides the notice about set-aside databases, deleting nothing (command): `{"file"?}`,
    /// one name, or every listed one without it.
    public static let recordsDismiss: Message = "records.dismiss"
    /// The records in brief (query, no payload).
    public static let recordsSummary: Message = "records.summary"
    /// One section's entries, newest first (query): `{"section"}`.
    public static let recordsSection: Message = "records.section"
    /// One entry (query): `{"id"}`.
    public static let recordsEntry: Message = "records.entry"
    /// The records screen, or one entry's screen with `{"id"}` (view query).
    public static let recordsView: Message = "records.view"
    /// Every command's outcome, tagged with its correlation id (event).
    public static let recordsOutcomes: Message = "records.outcomes"
    /// The records changed, tagged with the correlation id of the command that changed them (event).
    public static let recordsChanged: Message = "records.changed"

    /// Maps' one-place query, which ClinicalRecords sends.
    static let mapsPlace: Message = "maps.place"
    /// Maps' view query, which ClinicalRecords sends.
    static let mapsView: Message = "maps.view"
    /// Maps' nearby query, which ClinicalRecords sends.
    static let mapsNearby: Message = "maps.nearby"
}
