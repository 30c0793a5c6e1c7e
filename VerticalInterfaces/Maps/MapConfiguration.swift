/// How another vertical asks Maps to show a map: the contract ClinicalRecords uses to
/// show a clinic on a map without linking Maps.
///
/// ```swift
/// let configuration = MapConfiguration(isSearchEnabled: false, showDetailSelectable: true)
/// try hub.send(viewQuery: "maps.view", payload: JSON(encoding: configuration), sender: self)
/// ```
public struct MapConfiguration: Sendable, Hashable, Codable {
    /// Whether the map offers a search field.
    public var isSearchEnabled: Bool
    /// What happens when the user selects a place.
    public var selectionPolicy: MapReturnSelectionPolicy
    /// Places to mark, in order.
    public var pins: [MapPin]

    /// Makes a configuration.
    public init(isSearchEnabled: Bool = true, selectionPolicy: MapReturnSelectionPolicy, pins: [MapPin] = []) {
        self.isSearchEnabled = isSearchEnabled
        self.selectionPolicy = selectionPolicy
        self.pins = pins
    }

    /// Makes a configuration that shows details on selection.
    public init(isSearchEnabled: Bool = true, showDetailSelectable: Bool = false, pins: [MapPin] = []) {
        self.init(
            isSearchEnabled: isSearchEnabled, selectionPolicy: .showDetails(selectable: showDetailSelectable),
            pins: pins)
    }
}

/// What a map does when the user selects a place.
public enum MapReturnSelectionPolicy: Sendable, Hashable, Codable {
    /// The user asks for directions to the place.
    case userAsksForDirections
    /// The map shows the place's details, which may or may not be selectable.
    case showDetails(selectable: Bool)

    /// Whether this is ``userAsksForDirections``.
    public var isUserAsksForDirections: Bool {
        if case .userAsksForDirections = self { true } else { false }
    }

    /// `selectable` when this is ``showDetails(selectable:)``, else `nil`.
    public var showDetails: Bool? {
        if case .showDetails(let selectable) = self { selectable } else { nil }
    }
}

/// A place to mark on a map.
public struct MapPin: Sendable, Hashable, Codable {
    /// The label shown on the pin.
    public var title: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// The Maps place the pin marks, when it marks one (details and directions need it).
    public var placeID: String?

    /// Makes a pin.
    public init(title: String, latitude: Double, longitude: Double, placeID: String? = nil) {
        self.title = title
        self.latitude = latitude
        self.longitude = longitude
        self.placeID = placeID
    }
}
