import HubInterfaces
import Prelude

/// The diagrams' DomainModel: receives `refreshInfo` (fetches from a ``FakeServer`` and
/// publishes the outcome on `info`), answers `currentInfo` and `infoView`.
final class DomainModelPlugin: PluginProtocol {
    static let policyValue = Policy(
        name: "DomainModel",
        receive: .init(commands: [.refreshInfo], queries: [.currentInfo], viewQueries: [.infoView]),
        publish: .init(events: [.info]))

    let policy = DomainModelPlugin.policyValue
    let server: FakeServer
    let info = EventSource<EventOutput>(buffering: .unbounded)
    private let latest = Locked<JSON?>(nil)

    init(server: FakeServer) {
        self.server = server
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) {
        self.init(server: FakeServer())
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        if let payload {
            _ = try payload.decode(InfoRequest.self)
        }
        return info.stream
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        _ = try (payload ?? .null).decode(InfoRequest.self)
        server.fetchInfo { [info, latest] result in
            if case .success(let value) = result { latest.withLock { $0 = value } }
            info.send(EventOutput(result, correlationID: correlationID))
        }
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        _ = try (payload ?? .null).decode(InfoRequest.self)
        guard let value = latest.value else {
            throw PluginError(code: .unavailable, message: "no info loaded yet; send refreshInfo first")
        }
        return value
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        ViewNode(.screen, text: "Info", children: [ViewNode(.text, text: latest.value?["headline"]?.stringValue)])
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
