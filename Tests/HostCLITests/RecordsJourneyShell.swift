import ClinicalRecords
import HubInterfaces
import Prelude

/// The person's side of ClinicalRecords' journey: adds entries, reads the records screen
/// and listens for outcomes, all through the hub.
final class RecordsJourneyShell: SendOnlyShell {
    static let policyValue = Policy(
        name: "Shell",
        send: .init(commands: [.recordsAdd], queries: [.recordsSummary], viewQueries: [.recordsView]),
        subscribe: .init(events: [.recordsOutcomes]))

    let policy = RecordsJourneyShell.policyValue

    init(messageSender: any MessageSending, configurationFiles: [String: String]) {}
}
