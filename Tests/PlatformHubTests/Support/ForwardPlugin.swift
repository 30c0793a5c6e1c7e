import HubInterfaces
import Prelude

/// A plugin that, on command `f.go`, asks `f.ask` of whoever answers it: a nested send,
/// made inside the handler of the send that caused it.
final class ForwardPlugin: PluginProtocol {
    static let go: Message = "f.go"
    static let ask: Message = "f.ask"
    static let policyValue = Policy(name: "Front", send: .init(queries: [ask]), receive: .init(commands: [go]))

    let policy = ForwardPlugin.policyValue
    let sender: any MessageSending

    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        sender = messageSender
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw PluginError(code: .unknownMessage, message: "Front publishes nothing")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        _ = try sender.send(query: Self.ask, payload: nil, sender: self)
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw PluginError(code: .unknownMessage, message: "Front answers no query")
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw PluginError(code: .unknownMessage, message: "Front draws no view")
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
