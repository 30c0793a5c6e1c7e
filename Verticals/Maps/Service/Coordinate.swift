import Foundation

/// A point on the Earth in degrees.
public struct Coordinate: Sendable, Hashable {
    /// Degrees north, -90 to 90.
    public var latitude: Double
    /// Degrees east, -180 to 180.
    public var longitude: Double

    /// Makes a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The Earth's mean radius in metres (IUGG), the sphere every distance is measured on.
    public static let earthRadiusMeters = 6_371_008.8

    /// The great-circle distance to `other` in metres (haversine formula, spherical Earth).
    ///
    /// ```swift
    /// Coordinate(latitude: 47.3769, longitude: 8.5417).distance(to: Coordinate(latitude: 52.52, longitude: 13.405))
    /// // about 671 km: Zürich to Berlin
    /// ```
    public func distance(to other: Coordinate) -> Double {
        let toRadians = Double.pi / 180
        let phi1 = latitude * toRadians
        let phi2 = other.latitude * toRadians
        let halfDeltaPhi = (other.latitude - latitude) * toRadians / 2
        let halfDeltaLambda = (other.longitude - longitude) * toRadians / 2
        let sinPhi = sin(halfDeltaPhi)
        let sinLambda = sin(halfDeltaLambda)
        let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
        return 2 * Self.earthRadiusMeters * asin(min(1, sqrt(h)))
    }
}
