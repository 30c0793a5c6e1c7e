import Foundation
import HubInterfaces
import Prelude
import VerticalInterfaces

/// A fake hub for the plugin's outgoing messages: it answers Maps' queries with fixed
/// places, or refuses them as a hub does when Maps is absent or a policy denies them, and
/// remembers what was sent.
final class FakeMaps: MessageSending {
    /// How the fake answers.
    enum Mode: Sendable, Equatable {
        /// As Maps would: places, nearby pharmacies and a map view.
        case answers
        /// As the hub does when a policy lacks the message.
        case denies
        /// As the hub does when no plugin receives the message.
        case absent
    }

    /// One message the plugin sent.
    struct Sent: Sendable, Hashable {
        let kind: MessageKind
        let message: Message
        let payload: JSON?
    }

    static let kingsCross = PlaceSummary(
        id: "kings-cross", name: "Kings Cross Clinic", kind: .clinic, address: "1 Pancras Road", phone: "020 7000 0001",
        latitude: 51.5308, longitude: -0.1238, isOpenNow: true)
    static let pharmacy = PlaceSummary(
        id: "islington-pharmacy", name: "Islington Pharmacy", kind: .pharmacy, address: "9 Upper Street",
        phone: "020 7000 0003", latitude: 51.5362, longitude: -0.1033, distanceMeters: 1_543.4, isOpenNow: false)
    /// The view the fake answers `maps.view` with.
    static let mapView = ViewNode(.map, text: "fake map", children: [ViewNode(.pin, text: "Kings Cross Clinic")])

    let mode: Mode
    private let sent = Locked<[Sent]>([])

    init(_ mode: Mode) {
        self.mode = mode
    }

    /// Every message sent so far, in order.
    var messages: [Sent] { sent.value }

    func publisher(
        forEvent event: Message, payload: JSON?, subscriber: any PluginProtocol
    ) throws
        -> EventStream<EventOutput>
    {
        throw refusal(event, .event)
    }

    func send(command: Message, payload: JSON?, correlationID: CorrelationID, sender: any PluginProtocol) throws {
        throw refusal(command, .command)
    }

    func send(command: Message, payload: JSON?, sender: any PluginProtocol) throws -> CorrelationID {
        throw refusal(command, .command)
    }

    func send(query: Message, payload: JSON?, sender: any PluginProtocol) throws -> JSON {
        sent.withLock { $0.append(Sent(kind: .query, message: query, payload: payload)) }
        guard mode == .answers else { throw refusal(query, .query) }
        switch query.name {
        case "maps.place":
            let request = try (payload ?? .null).decode(PlaceRequest.self)
            guard request.id == Self.kingsCross.id else {
                throw PluginError(code: .failed, message: "no place \(request.id)")
            }
            return try JSON(encoding: Self.kingsCross)
        case "maps.nearby":
            let request = try (payload ?? .null).decode(NearbyPlacesRequest.self)
            return try JSON(encoding: request.kinds == [.pharmacy] ? [Self.pharmacy] : [])
        default:
            throw refusal(query, .query)
        }
    }

    func send(viewQuery: Message, payload: JSON?, sender: any PluginProtocol) throws -> ViewNode {
        sent.withLock { $0.append(Sent(kind: .viewQuery, message: viewQuery, payload: payload)) }
        guard mode == .answers, viewQuery.name == "maps.view" else { throw refusal(viewQuery, .viewQuery) }
        _ = try (payload ?? .null).decode(MapConfiguration.self)
        return Self.mapView
    }

    private func refusal(_ message: Message, _ kind: MessageKind) -> PluginError {
        switch mode {
        case .answers, .absent:
            PluginError(
                code: .unknownMessage, message: "no plugin receives \(message)", messageName: message.name, kind: kind)
        case .denies:
            PluginError(
                code: .denied, message: "ClinicalRecords may not send \(message)", messageName: message.name,
                kind: kind,
                sender: "ClinicalRecords", receiver: "Maps", lackingPolicy: .sender)
        }
    }
}
