import HubInterfaces
import Prelude

/// The messages of Info's journey, by the names the verticals agreed on.
enum InfoJourneyMessages {
    static let refresh: Message = "info.refresh"
    static let current: Message = "info.current"
    static let view: Message = "info.view"
    static let updates: Message = "info.updates"
    static let recordsAdd: Message = "records.add"
    static let recordsChanged: Message = "records.changed"
}

/// The person's side of Info's journey: sends Info's messages and ClinicalRecords' add, and
/// subscribes to `info.updates` and `records.changed`, all through the hub.
final class InfoJourneyShell: SendOnlyShell {
    static let policyValue = Policy(
        name: "Shell",
        send: .init(
            commands: [InfoJourneyMessages.refresh, InfoJourneyMessages.recordsAdd],
            queries: [InfoJourneyMessages.current], viewQueries: [InfoJourneyMessages.view]),
        subscribe: .init(events: [InfoJourneyMessages.updates, InfoJourneyMessages.recordsChanged]))

    let policy = InfoJourneyShell.policyValue
    let sender: any MessageSending

    init(messageSender: any MessageSending, configurationFiles: [String: String]) {
        sender = messageSender
    }
}
