public import HubInterfaces
public import Prelude

extension ClinicalRecordsPlugin {
    /// Answers from the records at hand (no I/O): `records.summary`, `records.section`
    /// (`{"section"}`, newest first) and `records.entry` (`{"id"}`).
    ///
    /// `records.summary` answers even when the records cannot be read, with the problem.
    ///
    /// - Throws: `PluginError`: `invalidPayload` for a payload that does not fit,
    ///   `failed` for an entry that does not exist, `unavailable` when the records cannot
    ///   be read (with the reason and the fix), `unknownMessage` for another query.
    public func onReceive(query: Message, payload: JSON?) throws -> JSON {
        if query == .recordsSection || query == .recordsEntry { try requireReadable(query, kind: .query) }
        switch query {
        case .recordsSummary:
            return try Self.encode(viewModel.summary(), for: query)
        case .recordsSection:
            let section = try Self.decode(SectionPayload.self, from: payload, for: query, kind: .query).section
            return try Self.encode(viewModel.entries(in: section), for: query)
        case .recordsEntry:
            let id = try Self.decode(EntryIDPayload.self, from: payload, for: query, kind: .query).id
            guard let entry = viewModel.entry(id: id) else { throw Self.notFound(id, for: query, kind: .query) }
            return try Self.encode(entry, for: query)
        default:
            throw Self.unknown(query, kind: .query)
        }
    }

    /// The error for an entry that does not exist.
    static func notFound(_ id: Int64, for message: Message, kind: MessageKind) -> PluginError {
        PluginError(
            code: .failed,
            message: "\(message.name): there is no entry \(id) in the records; ask records.summary or "
                + "records.section for the entries there are", messageName: message.name, kind: kind)
    }

    private static func encode(_ value: some Encodable, for message: Message) throws(PluginError) -> JSON {
        do {
            return try JSON(encoding: value)
        } catch {
            throw PluginError(
                code: .failed, message: "\(message.name): the answer cannot be encoded: \(error)",
                messageName: message.name, kind: .query)
        }
    }
}
