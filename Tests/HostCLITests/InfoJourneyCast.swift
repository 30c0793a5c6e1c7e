import Prelude
import VerticalInterfaces

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
final class InfoJourneyShell: PluginProtocol {
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

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw PluginError(code: .unknownMessage, message: "the shell publishes nothing")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        throw PluginError(code: .unknownMessage, message: "the shell receives no commands")
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw PluginError(code: .unknownMessage, message: "the shell receives no queries")
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw PluginError(code: .unknownMessage, message: "the shell receives no view queries")
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
