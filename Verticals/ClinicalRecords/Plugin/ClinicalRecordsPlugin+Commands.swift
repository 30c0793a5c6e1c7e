public import HubInterfaces
public import Prelude

extension ClinicalRecordsPlugin {
    /// Checks the payload at once and queues the change; its outcome arrives on
    /// `records.outcomes` with `correlationID` once the change is stored (or has failed).
    /// `records.restore` and `records.dismiss` name a set-aside database by its file name,
    /// which is looked up among the files beside the records, never used as a path.
    ///
    /// - Throws: `PluginError`: `invalidPayload` (with the coding path or field) for a
    ///   payload that does not fit, `unavailable` when too many changes are waiting,
    ///   `unknownMessage` for a command ClinicalRecords does not receive.
    public func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        let date = Current.clock.now()
        let change: RecordsCommand
        switch command {
        case .recordsAdd:
            let draft = try Self.decode(AddPayload.self, from: payload, for: command, kind: .command).draft
            try limits.check(draft, for: command)
            change = .add(draft)
        case .recordsEdit:
            let edit = try Self.decode(EditPayload.self, from: payload, for: command, kind: .command)
            try limits.check(edit.changes, for: command)
            change = .edit(id: edit.id, edit.changes)
        case .recordsRemove:
            change = .remove(id: try Self.decode(EntryIDPayload.self, from: payload, for: command, kind: .command).id)
        case .recordsRestore:
            change = .restore(
                file: try Self.decode(RestorePayload.self, from: payload, for: command, kind: .command).file)
        case .recordsDismiss:
            change = .dismiss(
                file: try Self.decode(DismissPayload.self, from: payload, for: command, kind: .command).file)
        default:
            throw Self.unknown(command, kind: .command)
        }
        try worker.submit(change, correlationID: correlationID, at: date)
    }
}
