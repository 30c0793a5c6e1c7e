import Foundation
import HubInterfaces
import Maps
import VerticalInterfaces

/// Evenly spread, repeatable points: the Halton sequence in bases 2 and 3 (a
/// low-discrepancy sequence), so every run measures the same places and queries.
struct HaltonPoints {
    private var index: Int

    /// Starts the sequence at `start` (different starts give different points).
    init(start: Int) {
        index = start
    }

    /// The next point in the unit square.
    mutating func next() -> (x: Double, y: Double) {
        index += 1
        return (Self.radicalInverse(index, base: 2), Self.radicalInverse(index, base: 3))
    }

    private static func radicalInverse(_ value: Int, base: Int) -> Double {
        var result = 0.0
        var fraction = 1.0 / Double(base)
        var rest = value
        while rest > 0 {
            result += Double(rest % base) * fraction
            rest /= base
            fraction /= Double(base)
        }
        return result
    }
}

/// The area places and query centres are spread over: about 110 km by 110 km around Zürich.
enum Area {
    static let latitudes = 46.88...47.88
    static let longitudes = 7.8...9.3

    static func coordinate(_ points: inout HaltonPoints) -> Coordinate {
        let point = points.next()
        return Coordinate(
            latitude: latitudes.lowerBound + point.x * (latitudes.upperBound - latitudes.lowerBound),
            longitude: longitudes.lowerBound + point.y * (longitudes.upperBound - longitudes.lowerBound))
    }
}

/// `count` places of every kind spread evenly over ``Area``, open on weekdays.
func generatedPlaces(count: Int) -> [Place] {
    var points = HaltonPoints(start: 0)
    let zurich = TimeZone(identifier: "Europe/Zurich") ?? TimeZone(secondsFromGMT: 3_600) ?? .current
    let weekdays: [OpeningHours.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
    let hours = OpeningHours(
        timeZone: zurich,
        week: Dictionary(uniqueKeysWithValues: weekdays.map { ($0, [OpeningHours.Span(opens: 480, closes: 1_110)]) }))
    let kinds = PlaceKind.allCases
    return (0..<count).map { index in
        Place(
            id: "g\(index)", name: "Place \(index)", kind: kinds[index % kinds.count], address: "Street \(index)",
            phone: "+41 44 000 00 00", coordinate: Area.coordinate(&points), hours: hours)
    }
}
