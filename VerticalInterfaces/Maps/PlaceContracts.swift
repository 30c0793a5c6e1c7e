/// The kinds of place Maps knows.
public enum PlaceKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A clinic or general practice.
    case clinic
    /// A pharmacy.
    case pharmacy
    /// A hospital.
    case hospital
}

/// The payload of Maps' nearby query (`maps.nearby`): places within `radiusMeters` of a
/// coordinate, nearest first. Other verticals send it through the hub, never by linking Maps.
///
/// ```swift
/// let request = NearbyPlacesRequest(latitude: 51.53, longitude: -0.12, radiusMeters: 2_000, kinds: [.pharmacy])
/// let answer = try sender.send(query: .mapsNearby, payload: try JSON(encoding: request), sender: self)
/// let places = try answer.decode([PlaceSummary].self)
/// ```
public struct NearbyPlacesRequest: Sendable, Hashable, Codable {
    /// Degrees north of the centre.
    public var latitude: Double
    /// Degrees east of the centre.
    public var longitude: Double
    /// How far from the centre, in metres.
    public var radiusMeters: Double
    /// Only these kinds; all kinds when `nil`.
    public var kinds: [PlaceKind]?
    /// Only places open now by the world's clock, when `true`.
    public var openNow: Bool?
    /// At most this many places; all that match when `nil`.
    public var limit: Int?

    /// Makes a request.
    public init(
        latitude: Double, longitude: Double, radiusMeters: Double, kinds: [PlaceKind]? = nil, openNow: Bool? = nil,
        limit: Int? = nil
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.radiusMeters = radiusMeters
        self.kinds = kinds
        self.openNow = openNow
        self.limit = limit
    }
}

/// The payload of Maps' one-place query (`maps.place`).
public struct PlaceRequest: Sendable, Hashable, Codable {
    /// The place's id, as Maps gave it.
    public var id: String

    /// Makes a request.
    public init(id: String) {
        self.id = id
    }
}

/// A place as Maps answers it to other verticals.
public struct PlaceSummary: Sendable, Hashable, Codable {
    /// The place's stable id.
    public var id: String
    /// The place's name.
    public var name: String
    /// What kind of place it is.
    public var kind: PlaceKind
    /// The street address, one line.
    public var address: String
    /// The phone number as dialled.
    public var phone: String
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double
    /// Metres from the query's centre, when the answer is to a nearby query.
    public var distanceMeters: Double?
    /// Whether it is open at the world's current time.
    public var isOpenNow: Bool

    /// Makes a summary.
    public init(
        id: String, name: String, kind: PlaceKind, address: String, phone: String, latitude: Double, longitude: Double,
        distanceMeters: Double? = nil, isOpenNow: Bool
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.address = address
        self.phone = phone
        self.latitude = latitude
        self.longitude = longitude
        self.distanceMeters = distanceMeters
        self.isOpenNow = isOpenNow
    }
}
