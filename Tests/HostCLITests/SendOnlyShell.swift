import HubInterfaces
import Prelude

/// A journey's shell: it only sends and subscribes, so every message sent to it is refused.
protocol SendOnlyShell: PluginProtocol {}

extension SendOnlyShell {
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
