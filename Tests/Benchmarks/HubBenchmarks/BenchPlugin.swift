import HubInterfaces
import Prelude

/// A plugin whose handlers do almost nothing, so the benchmark measures the hub.
final class BenchPlugin: PluginProtocol {
    let policy: Policy
    let sender: any MessageSending
    let events = EventSource<EventOutput>()

    init(policy: Policy, sender: any MessageSending) {
        self.policy = policy
        self.sender = sender
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) {
        self.init(policy: Policy(name: "Bench"), sender: messageSender)
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> { events.stream }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {}

    func onReceive(query: Message, payload: JSON?) throws -> JSON { .null }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { ViewNode(.text) }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
