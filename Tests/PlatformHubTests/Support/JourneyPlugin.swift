import HubInterfaces
import Prelude

/// The diagrams' JourneyPlugin: sends what DomainModel receives and subscribes to `info`.
/// Tests drive it through ``sender``, the handle the hub gave it.
final class JourneyPlugin: PluginProtocol {
    static let policyValue = Policy(
        name: "Journey",
        send: .init(commands: [.refreshInfo], queries: [.currentInfo], viewQueries: [.infoView]),
        subscribe: .init(events: [.info]))

    let policy = JourneyPlugin.policyValue
    let sender: any MessageSending

    init(messageSender: any MessageSending, configurationFiles: [String: String]) {
        sender = messageSender
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw PluginError(code: .unknownMessage, message: "Journey publishes nothing")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {}

    func onReceive(query: Message, payload: JSON?) throws -> JSON { .null }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { ViewNode(.text) }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
