import HubInterfaces
import Maps
import Prelude

/// A fake hub for the plugin under test: it records everything the plugin sends and
/// refuses it, because Maps' policy sends nothing.
final class RecordingSender: MessageSending {
    let sent = Locked([String]())

    private func refuse(_ kind: MessageKind, _ message: Message) -> PluginError {
        sent.withLock { $0.append("\(kind) \(message)") }
        return PluginError(
            code: .denied, message: "the test hub delivers nothing", messageName: message.name, kind: kind)
    }

    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>
    {
        throw refuse(.event, event)
    }

    func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws {
        throw refuse(.command, command)
    }

    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        throw refuse(.command, command)
    }

    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        throw refuse(.query, query)
    }

    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        throw refuse(.viewQuery, viewQuery)
    }
}

extension MapsPlugin {
    /// A plugin made as the hub makes it, with a recording sender.
    static func makeForTest(sender: RecordingSender = RecordingSender()) throws -> MapsPlugin {
        try MapsPlugin(messageSender: sender, configurationFiles: [:])
    }
}
