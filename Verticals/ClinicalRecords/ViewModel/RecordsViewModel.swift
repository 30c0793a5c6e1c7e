import Prelude

/// The records as the screens and queries see them: state in an `Observable`, changed
/// only by ``apply(_:)`` once a change is stored, read by the query methods.
final class RecordsViewModel: Sendable {
    /// The current state; observers see every change.
    let state: Observable<RecordsState>

    init(_ state: RecordsState) {
        self.state = Observable(state)
    }

    /// Takes in a stored change.
    func apply(_ change: RecordsChange) {
        state.update { state in
            switch change.action {
            case .added, .edited: state.entries[change.entry.id] = change.entry
            case .removed: state.entries[change.entry.id] = nil
            }
        }
    }

    /// Takes in a whole new state: the records of a restored database.
    func replace(_ new: RecordsState) {
        state.update { $0 = new }
    }

    /// Takes in the set-aside databases left after a dismissal; the start-up problem goes
    /// too when it was only that a file was set aside.
    func dismissed(setAside: RecordsSetAsideFiles) {
        state.update { state in
            state.setAside = setAside
            if state.problem?.kind.setsAside == true { state.problem = nil }
        }
    }

    /// How many entries there are.
    var count: Int { state.value.entries.count }

    /// Entry `id`, if there is one.
    func entry(id: Int64) -> RecordEntry? {
        state.value.entries[id]
    }

    /// The entries of `section`, newest first.
    func entries(in section: RecordSection) -> [RecordEntry] {
        timeline().filter { $0.section == section }
    }

    /// Every entry, newest first (by date, then by number).
    func timeline() -> [RecordEntry] {
        Self.newestFirst(state.value)
    }

    private static func newestFirst(_ state: RecordsState) -> [RecordEntry] {
        state.entries.values.sorted { ($0.recordedAt, $0.id) > ($1.recordedAt, $1.id) }
    }

    /// The newest appointment, whose clinic the records screen shows.
    func latestAppointment() -> RecordEntry? {
        entries(in: .appointment).first
    }

    /// The records in brief: `records.summary`'s answer.
    func summary() -> RecordsSummary {
        let state = state.value
        let newest = Self.newestFirst(state)
        return RecordsSummary(
            total: state.entries.count,
            sections: RecordSection.allCases.map { section in
                let entries = newest.filter { $0.section == section }
                return RecordsSummary.Section(section: section, count: entries.count, latest: entries.first)
            },
            location: state.location, problem: state.problem?.description, setAside: state.setAside.paths)
    }
}
