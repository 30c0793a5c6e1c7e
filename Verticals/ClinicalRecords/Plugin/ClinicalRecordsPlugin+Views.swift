public import HubInterfaces
public import Prelude

extension ClinicalRecordsPlugin {
    /// The records screen (`records.view` without payload), or entry `id`'s screen
    /// (`{"id"}`), in the world's locale. Clinics and pharmacies come from Maps through
    /// the hub; when Maps cannot answer, the screen shows a "map unavailable" row instead.
    ///
    /// - Throws: `PluginError`: `invalidPayload` for a payload that does not fit,
    ///   `failed` for an entry that does not exist, `unknownMessage` for another view query.
    public func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        guard viewQuery == .recordsView else { throw Self.unknown(viewQuery, kind: .viewQuery) }
        let id = try Self.decode(ViewPayload.self, from: payload, for: viewQuery, kind: .viewQuery).id
        let world = Current.clinicalRecords
        let screen = RecordsScreen(strings: world.strings)
        let maps = HubClinicMaps(sender: sender, plugin: self)
        guard let id else {
            let appointment = world.features[.clinicMap] ? viewModel.latestAppointment() : nil
            return screen.overview(
                sections: world.features[.timeline]
                    ? nil : RecordSection.allCases.map { ($0, viewModel.entries(in: $0)) },
                timeline: viewModel.timeline(), appointment: appointment,
                clinic: appointment.map { viewModel.clinicPanel(for: $0, maps: maps) },
                problem: viewModel.state.value.problem, setAside: viewModel.state.value.setAside)
        }
        try requireReadable(viewQuery, kind: .viewQuery)
        guard let entry = viewModel.entry(id: id) else { throw Self.notFound(id, for: viewQuery, kind: .viewQuery) }
        let showsMap = entry.section == .appointment && world.features[.clinicMap]
        let showsPharmacies = entry.section == .medication && world.features[.pharmacies]
        return screen.entry(
            entry,
            clinic: showsMap ? viewModel.clinicPanel(for: entry, maps: maps) : nil,
            pharmacies: showsPharmacies
                ? viewModel.pharmacies(
                    near: entry, maps: maps, radius: world.configuration.pharmacyRadius,
                    limit: world.configuration.pharmacyLimit) : nil)
    }
}
