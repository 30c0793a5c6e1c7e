public import Foundation
public import HubInterfaces
import Prelude
public import VerticalInterfaces

/// Builds the map screen as a `ViewNode` tree from a `MapConfiguration`, the view
/// model's state and the local world. Every label comes from the string tables.
///
/// ```text
/// screen "Map"
///   button "Search places" -> maps.search        (configuration and the search switch allow it)
///   map zoom=12
///     pin "Apotheke Enge"
///       text "Pharmacy" / text "Seestrasse 7, 8002 Zürich" / text "Phone: …" / text "Open now"
///       button "Select Apotheke Enge" -> maps.select          (showDetails(selectable: true))
///       button "Directions to Apotheke Enge" -> maps.directions   (userAsksForDirections)
/// ```
public struct MapScreen: Sendable {
    private let world: MapsWorld
    private let state: MapState
    private let now: Date

    /// Makes a builder over `world` (`Current.maps`), the view model's `state` and `now`.
    public init(world: MapsWorld, state: MapState, now: Date) {
        self.world = world
        self.state = state
        self.now = now
    }

    /// The screen for `configuration`.
    ///
    /// - Throws: ``MapsFailure/notFound(id:path:)`` when a pin names a place Maps does not have.
    public func build(_ configuration: MapConfiguration) throws(MapsFailure) -> ViewNode {
        var children: [ViewNode] = []
        if configuration.isSearchEnabled && world.features[.search] {
            children.append(
                ViewNode(
                    .button, text: world.strings["maps.search.placeholder"], action: "maps.search",
                    attributes: ["input": "text"]))
        }
        children.append(try map(configuration))
        return ViewNode(.screen, text: world.strings["maps.title"], children: children)
    }

    private func map(_ configuration: MapConfiguration) throws(MapsFailure) -> ViewNode {
        let zoom = world.configuration.defaultZoom
        let clustering = world.features[.clustering]
        var attributes: [String: JSON] = ["zoom": .int(zoom), "clustering": .bool(clustering)]
        guard !configuration.pins.isEmpty else {
            return ViewNode(
                .map, attributes: attributes, children: [ViewNode(.text, text: world.strings["maps.noPins"])])
        }
        attributes["latitude"] = .double(Self.mean(configuration.pins.map(\.latitude)))
        attributes["longitude"] = .double(Self.mean(configuration.pins.map(\.longitude)))
        var places: [Int: Place] = [:]
        for (index, pin) in configuration.pins.enumerated() {
            guard let id = pin.placeID else { continue }
            guard let place = world.places.place(id: id) else {
                throw .notFound(id: id, path: "pins[\(index)].placeID")
            }
            places[index] = place
        }
        let groups = PinClusters.group(configuration.pins, clustering: clustering, zoom: zoom)
        let nodes = groups.map { group -> ViewNode in
            let pins = group.map {
                pin(configuration.pins[$0], place: places[$0], policy: configuration.selectionPolicy)
            }
            if pins.count == 1, let only = pins.first { return only }
            let members = group.map { configuration.pins[$0] }
            return ViewNode(
                .pin, text: world.strings.text("maps.cluster", arguments: ["count": String(pins.count)]),
                attributes: [
                    "count": .int(pins.count), "latitude": .double(Self.mean(members.map(\.latitude))),
                    "longitude": .double(Self.mean(members.map(\.longitude))),
                ], children: pins)
        }
        return ViewNode(.map, attributes: attributes, children: nodes)
    }

    private func pin(_ pin: MapPin, place: Place?, policy: MapReturnSelectionPolicy) -> ViewNode {
        var attributes: [String: JSON] = ["latitude": .double(pin.latitude), "longitude": .double(pin.longitude)]
        guard let place else { return ViewNode(.pin, text: pin.title, attributes: attributes) }
        attributes["placeID"] = .string(place.id)
        if state.selection?.placeID == place.id { attributes["selected"] = .bool(true) }
        let target: [String: JSON] = ["placeID": .string(place.id)]
        var children: [ViewNode] = []
        switch policy {
        case .userAsksForDirections:
            children.append(
                ViewNode(
                    .button, text: world.strings.text("maps.directions", arguments: ["place": place.name]),
                    action: "maps.directions", attributes: target))
        case .showDetails(let selectable):
            children += [
                ViewNode(.text, text: world.strings["maps.kind.\(place.kind.rawValue)"]),
                ViewNode(.text, text: place.address),
                ViewNode(.text, text: world.strings.text("maps.details.phone", arguments: ["phone": place.phone])),
                ViewNode(.text, text: world.strings[place.hours.isOpen(at: now) ? "maps.open" : "maps.closed"]),
            ]
            if selectable {
                children.append(
                    ViewNode(
                        .button, text: world.strings.text("maps.select", arguments: ["place": place.name]),
                        action: "maps.select", attributes: target))
            }
        }
        return ViewNode(.pin, text: pin.title, attributes: attributes, children: children)
    }

    private static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}
