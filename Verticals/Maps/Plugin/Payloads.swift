/// The payload of `maps.search`.
struct SearchPayload: Decodable {
    /// Part of a name or an address.
    var text: String
}

/// The payload of `maps.select`.
struct SelectPayload: Decodable {
    /// The place to select.
    var placeID: String
}

/// The payload of `maps.directions`.
struct DirectionsPayload: Decodable {
    /// The place to go to.
    var placeID: String
    /// Where the route starts, degrees north.
    var fromLatitude: Double
    /// Where the route starts, degrees east.
    var fromLongitude: Double
}
