import HubInterfaces
import JSONSchema
import Prelude

/// A stand-in for a vertical on the hub: the vertical's own policy and contracts, and
/// handlers that count every payload they receive and keep, as a crash, every payload that
/// breaks its message's payload schema (a real plugin would decode it into nonsense, or
/// trap), so a test sees whether the hub ever let one through.
///
/// It answers no query (a query it takes fails with its own `failed` error, which no
/// contract's answer schema has to describe), shows one text node for a view, starts nothing
/// for a command, and hands out one stream per event it publishes.
final class Tripwire: PluginProtocol {
    let policy: Policy
    /// The vertical's name.
    let name: String
    /// The payload schema of each message, by ``key(_:_:)``.
    private let schemas: [String: JSONSchema]
    /// One stream per event the vertical publishes.
    private let streams: [Message: EventSource<EventOutput>]
    /// How many payloads each message delivered, by ``key(_:_:)``.
    let received = Locked<[String: Int]>([:])
    /// Every payload delivered that its schema refuses, in words.
    let crashes = Locked<[String]>([])

    /// A tripwire with `vertical`'s policy and contracts.
    ///
    /// - Throws: `JSONSchemaError` when a payload schema does not compile.
    init(_ vertical: ShippedVertical) throws {
        policy = vertical.policy
        name = vertical.entry.name
        var schemas: [String: JSONSchema] = [:]
        // The first contract of a message and kind counts, as for the hub.
        for contract in vertical.contracts where schemas[Self.key(contract.kind, contract.message)] == nil {
            schemas[Self.key(contract.kind, contract.message)] = try JSONSchema(contract.payloadSchema)
        }
        self.schemas = schemas
        streams = Dictionary(
            uniqueKeysWithValues: vertical.policy.publish.events.map {
                ($0, EventSource<EventOutput>(buffering: .unbounded))
            })
    }

    /// A tripwire is made from a vertical's files only (``init(_:)``).
    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        throw PluginError(code: .unavailable, message: "a tripwire is made from a vertical's policy and contracts")
    }

    /// `<kind> <message>`: how the tripwire files what it receives.
    static func key(_ kind: MessageKind, _ message: Message) -> String {
        "\(kind) \(message)"
    }

    /// How many payloads `message` of `kind` delivered.
    func count(_ kind: MessageKind, _ message: Message) -> Int {
        received.withLock { $0[Self.key(kind, message)] ?? 0 }
    }

    /// Counts the delivery, and keeps it as a crash when its schema refuses the payload.
    private func take(_ kind: MessageKind, _ message: Message, _ payload: JSON?) {
        let key = Self.key(kind, message)
        received.withLock { $0[key, default: 0] += 1 }
        guard let schema = schemas[key] else {
            crashes.withLock { $0.append("\(name) has no contract for \(key) but was sent it") }
            return
        }
        let violations = schema.violations(ofPayload: payload)
        guard violations.isEmpty else {
            let shown = payload.map { String($0.description.prefix(300)) } ?? "no payload"
            crashes.withLock {
                $0.append("\(name) took \(key) with \(shown): \(JSONSchemaValidationError(violations: violations))")
            }
            return
        }
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        take(.event, event, payload)
        guard let source = streams[event] else {
            throw PluginError(code: .unknownMessage, message: "\(name) publishes no event \"\(event)\"")
        }
        return source.stream
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        take(.command, command, payload)
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        take(.query, query, payload)
        throw PluginError(code: .failed, message: "the tripwire took query \"\(query)\" and answers nothing")
    }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        take(.viewQuery, viewQuery, payload)
        return ViewNode(.text, text: "\(name) tripwire")
    }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}
