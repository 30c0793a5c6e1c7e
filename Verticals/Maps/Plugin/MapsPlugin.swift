import Foundation
public import HubInterfaces
public import Prelude

/// Maps' face towards the hub: a thin adapter that decodes each payload, asks the
/// worker, view model or view builder, and encodes the answer. Everything it reads (places,
/// switches, strings, clock) comes from `Current.maps` and `Current.clock` at the time of
/// the message, so a switch flipped at run time applies to the next message.
///
/// Traffic (exactly what `Resources/Policy/Maps.json` lists; Maps sends nothing):
/// - queries `maps.nearby`, `maps.place`, `maps.search` (needs the `search` switch);
/// - view query `maps.view`;
/// - commands `maps.select`, `maps.directions`, whose outcomes are published on
///   `maps.outcomes` (and a selection on `maps.selection`) before the command returns,
///   tagged with its correlation id: subscribe before sending.
///
/// Both event streams keep up to 1,024 undelivered outputs per `for await` subscriber
/// and then drop the oldest (`BufferingPolicy/default`).
public final class MapsPlugin: PluginProtocol {
    /// The shipped policy.
    public let policy: Policy
    /// The map's selection and last route.
    public let viewModel = MapViewModel()
    let selections = EventSource<EventOutput>()
    let outcomes = EventSource<EventOutput>()

    /// Makes the plugin with its shipped policy. Maps sends nothing, so it keeps no sender,
    /// and it reads no configuration files (its settings come from `Current.maps`).
    ///
    /// - Throws: `MissingResourceError` when the policy file is missing, or
    ///   `JSONDecodingError`/`JSONParseError` naming what is wrong in it.
    public init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let file = try MapsWorld.policyFile()
        policy = try JSON(parsing: try Data(contentsOf: file)).decode(Policy.self)
    }

    /// The stream of `maps.selection` or `maps.outcomes`; neither takes a payload.
    public func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        if let payload, !payload.isNull {
            throw PluginError(
                code: .invalidPayload, message: "event \"\(event)\" takes no payload; subscribe without one",
                messageName: event.name, kind: .event, receiver: "Maps")
        }
        switch event {
        case .mapsSelection: return selections.stream
        case .mapsOutcomes: return outcomes.stream
        default: throw Self.unknown(event, .event)
        }
    }

    /// Maps subscribes to no event; the hub never calls this for it.
    public func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    /// The error for a message Maps does not handle.
    static func unknown(_ message: Message, _ kind: MessageKind) -> PluginError {
        PluginError(
            code: .unknownMessage, message: "Maps does not handle \(kind) \"\(message)\"; see Maps' policy",
            messageName: message.name, kind: kind, receiver: "Maps")
    }

    /// `payload` decoded as `Value`, or a `PluginError/Code/invalidPayload` error naming the
    /// message and the coding path that does not fit.
    ///
    /// The hub checks every payload against the message's contract before Maps sees it (so an
    /// oversized payload, a map of a million pins, is refused at its bound and never decoded);
    /// decoding still refuses a payload that does not fit the type, for a caller that bypasses
    /// the hub.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from payload: JSON?, for message: Message, _ kind: MessageKind
    ) throws(PluginError) -> Value {
        do {
            return try (payload ?? .null).decode(Value.self)
        } catch {
            throw PluginError(
                code: .invalidPayload, message: "Maps cannot use the payload of \(kind) \"\(message)\": \(error)",
                messageName: message.name, kind: kind, receiver: "Maps")
        }
    }

    /// `value` as JSON; Maps' answers hold only finite numbers, so this fails only on a
    /// bug, reported as `PluginError/Code/failed`.
    static func encode(_ value: some Encodable, for message: Message, _ kind: MessageKind) throws(PluginError) -> JSON {
        do {
            return try JSON(encoding: value)
        } catch {
            throw PluginError(
                code: .failed, message: "Maps could not encode its answer to \(kind) \"\(message)\": \(error)",
                messageName: message.name, kind: kind, receiver: "Maps")
        }
    }
}
