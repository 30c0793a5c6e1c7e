import HubInterfaces
import Prelude

/// The hub as Info sees it in unit tests: Info's policy sends nothing, so every send is
/// recorded and refused.
final class FakeSender: MessageSending {
    /// The messages Info tried to send.
    let attempts = Locked<[String]>([])

    private func refuse(_ message: Message) -> PluginError {
        attempts.withLock { $0.append(message.name) }
        return PluginError(code: .denied, message: "Info's policy sends nothing", messageName: message.name)
    }

    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>
    {
        throw refuse(event)
    }

    func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws {
        throw refuse(command)
    }

    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        throw refuse(command)
    }

    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        throw refuse(query)
    }

    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        throw refuse(viewQuery)
    }
}
