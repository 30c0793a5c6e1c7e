/// A route summary to a place: the great-circle distance and estimated travel times.
public struct Route: Sendable, Hashable, Codable {
    /// The place the route goes to.
    public var placeID: String
    /// The place's name.
    public var placeName: String
    /// The great-circle distance in metres.
    public var distanceMeters: Double
    /// Minutes on foot, rounded up.
    public var walkingMinutes: Int
    /// Minutes by car, rounded up.
    public var drivingMinutes: Int

    /// Makes a route.
    public init(placeID: String, placeName: String, distanceMeters: Double, walkingMinutes: Int, drivingMinutes: Int) {
        self.placeID = placeID
        self.placeName = placeName
        self.distanceMeters = distanceMeters
        self.walkingMinutes = walkingMinutes
        self.drivingMinutes = drivingMinutes
    }
}
