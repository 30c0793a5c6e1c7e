import HubInterfaces

/// The messages Info handles, prepared once so the hot paths never parse a literal.
extension Message {
    /// Command: fetch the info again; the outcome arrives on ``infoUpdates``.
    static let infoRefresh: Message = "info.refresh"
    /// Query: the last known info, from state at hand.
    static let infoCurrent: Message = "info.current"
    /// View query: the info screen.
    static let infoView: Message = "info.view"
    /// Event: every refresh's outcome, tagged with its command's correlation id.
    static let infoUpdates: Message = "info.updates"
    /// Event Info subscribes to at launch: ClinicalRecords' records changed.
    static let recordsChanged: Message = "records.changed"
}
