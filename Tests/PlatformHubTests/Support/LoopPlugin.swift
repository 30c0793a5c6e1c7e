import HubInterfaces
import Prelude

/// A plugin whose policy lets it send a command it also receives, and whose handler sends
/// that command again: a loop that only the hub's nesting limit stops.
final class LoopPlugin: PluginProtocol {
    static let again: Message = "loop.again"
    static let policyValue = Policy(name: "Loop", send: .init(commands: [again]), receive: .init(commands: [again]))

    let policy = LoopPlugin.policyValue
    let sender: any MessageSending
    /// How many times the handler ran.
    let calls = Locked(0)
    /// The error the innermost send threw, if any.
    let refusal = Locked<PluginError?>(nil)

    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        sender = messageSender
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw PluginError(code: .unknownMessage, message: "Loop publishes nothing")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        calls.withLock { $0 += 1 }
        do {
            try sender.send(command: Self.again, payload: nil, correlationID: correlationID, sender: self)
        } catch let error as PluginError {
            refusal.withLock { $0 = $0 ?? error }
            throw error
        }
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw PluginError(code: .unknownMessage, message: "Loop answers no query")
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw PluginError(code: .unknownMessage, message: "Loop draws no view")
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
