import HubInterfaces
public import VerticalInterfaces

/// A place Maps knows: a clinic, pharmacy or hospital with its address, phone and hours.
public struct Place: Sendable, Hashable {
    /// The stable id other verticals use (`zrh-001`).
    public var id: String
    /// The name as the place writes it.
    public var name: String
    /// What kind of place it is.
    public var kind: PlaceKind
    /// The street address on one line.
    public var address: String
    /// The phone number as dialled.
    public var phone: String
    /// Where it is.
    public var coordinate: Coordinate
    /// When it is open, in its city's time zone.
    public var hours: OpeningHours

    /// Makes a place.
    public init(
        id: String, name: String, kind: PlaceKind, address: String, phone: String, coordinate: Coordinate,
        hours: OpeningHours
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.address = address
        self.phone = phone
        self.coordinate = coordinate
        self.hours = hours
    }
}
