import HubInterfaces
import Prelude

/// A plugin for generated policies: records every delivery, answers queries with the
/// message's name, and publishes each command's outcome on its one stream.
final class EchoPlugin: PluginProtocol {
    /// One message the plugin received.
    struct Delivery: Hashable, Sendable {
        let kind: MessageKind
        let message: String
    }

    let policy: Policy
    let sender: any MessageSending
    let outcomes = EventSource<EventOutput>(buffering: .unbounded)
    let deliveries = Locked<[Delivery]>([])
    let launchOutputs = Locked<[EventOutput]>([])
    private let tokens = Locked<[SubscriptionToken]>([])

    init(policy: Policy, sender: any MessageSending) {
        self.policy = policy
        self.sender = sender
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let text = configurationFiles["policy.json"] ?? "{}"
        self.init(policy: try JSON(parsing: text).decode(Policy.self), sender: messageSender)
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        outcomes.stream
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        deliveries.withLock { $0.append(Delivery(kind: .command, message: command.name)) }
        outcomes.send(EventOutput(.success(payload ?? .null), correlationID: correlationID))
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        deliveries.withLock { $0.append(Delivery(kind: .query, message: query.name)) }
        return .string(query.name)
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        deliveries.withLock { $0.append(Delivery(kind: .viewQuery, message: viewQuery.name)) }
        return ViewNode(.text, text: viewQuery.name)
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {
        let token = publisher.subscribe { [launchOutputs] output in launchOutputs.withLock { $0.append(output) } }
        tokens.withLock { $0.append(token) }
    }
}
