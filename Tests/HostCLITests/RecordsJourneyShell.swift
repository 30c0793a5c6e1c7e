import ClinicalRecords
import Prelude
import VerticalInterfaces

/// The person's side of ClinicalRecords' journey: adds entries, reads the records screen
/// and listens for outcomes, all through the hub.
final class RecordsJourneyShell: PluginProtocol {
    static let policyValue = Policy(
        name: "Shell",
        send: .init(commands: [.recordsAdd], queries: [.recordsSummary], viewQueries: [.recordsView]),
        subscribe: .init(events: [.recordsOutcomes]))

    let policy = RecordsJourneyShell.policyValue

    init(messageSender: any MessageSending, configurationFiles: [String: String]) {}

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
