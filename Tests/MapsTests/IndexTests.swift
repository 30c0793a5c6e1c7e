import Foundation
import HubInterfaces
import Maps
import Testing
import VerticalInterfaces

@Suite("The spatial index agrees with a full scan")
struct IndexTests {
    /// Places around three cities, anywhere on Earth, and along the antimeridian and the poles.
    static func places(count: Int, using random: inout some RandomNumberGenerator) -> [Place] {
        let cities = [
            Coordinate(latitude: 47.3769, longitude: 8.5417), Coordinate(latitude: 51.5074, longitude: -0.1278),
        ]
        return (0..<count).map { index in
            let coordinate: Coordinate
            switch index % 4 {
            case 0, 1:
                let city = cities[index % 2]
                coordinate = Coordinate(
                    latitude: city.latitude + .random(in: -0.2...0.2, using: &random),
                    longitude: city.longitude + .random(in: -0.3...0.3, using: &random))
            case 2:
                coordinate = Coordinate(
                    latitude: .random(in: -90...90, using: &random), longitude: .random(in: -180...180, using: &random))
            default:
                let nearEdge: ClosedRange<Double> = Bool.random(using: &random) ? 179.9...180 : -180 ... -179.9
                let nearPole: ClosedRange<Double> = Bool.random(using: &random) ? 89.9...90 : -90 ... -89.9
                coordinate =
                    Bool.random(using: &random)
                    ? Coordinate(
                        latitude: .random(in: -60...60, using: &random),
                        longitude: .random(in: nearEdge, using: &random))
                    : Coordinate(
                        latitude: .random(in: nearPole, using: &random),
                        longitude: .random(in: -180...180, using: &random))
            }
            return Place(
                id: "g\(index)", name: "Generated \(index)", kind: .clinic, address: "", phone: "",
                coordinate: coordinate,
                hours: OpeningHours(timeZone: Fixtures.zurich, week: [:]))
        }
    }

    /// Fresh random places and queries on every run; a failure prints what replays it.
    @Test("random centres and radii: the index returns exactly the places a scan returns", arguments: 1...3)
    func agreesWithScan(round: Int) {
        var random = SeededGenerator(seed: .random(in: .min ... .max))
        let places = Self.places(count: 4_000, using: &random)
        let index = LivePlacesService(places: places)
        let scan = InMemoryPlacesService(places)
        var found = 0
        for query in 0..<600 {
            let centre: Coordinate
            switch query % 3 {
            case 0: centre = places[Int.random(in: 0..<places.count, using: &random)].coordinate
            case 1:
                centre = Coordinate(
                    latitude: .random(in: -90...90, using: &random), longitude: .random(in: -180...180, using: &random))
            default:
                centre = Coordinate(
                    latitude: .random(in: 46...53, using: &random), longitude: .random(in: -1...10, using: &random))
            }
            // Log-uniform from 10 m to 50 km.
            let radius = 10 * pow(5_000, Double.random(in: 0...1, using: &random))
            let indexed = Set(index.places(within: radius, of: centre).map(\.id))
            let scanned = Set(scan.places(within: radius, of: centre).map(\.id))
            found += scanned.count
            // On a failure, the places the two disagree on, with the query: enough to replay it.
            let differing = indexed.symmetricDifference(scanned)
            let disagreed = differing.isEmpty ? [] : places.filter { differing.contains($0.id) }.map(\.coordinate)
            #expect(
                differing.isEmpty,
                "seed \(random.seed): \(centre) within \(radius) m; index and scan disagree on \(disagreed)")
        }
        // Not vacuous: each of the 200 queries centred on a place finds at least that place.
        #expect(found >= 200)
    }

    @Test("a circle across the antimeridian or around a pole finds the places on both sides")
    func edges() {
        let hours = OpeningHours(timeZone: Fixtures.zurich, week: [:])
        let places = [
            Place(
                id: "east", name: "", kind: .clinic, address: "", phone: "",
                coordinate: Coordinate(latitude: 0, longitude: 179.999), hours: hours),
            Place(
                id: "west", name: "", kind: .clinic, address: "", phone: "",
                coordinate: Coordinate(latitude: 0, longitude: -179.999), hours: hours),
            Place(
                id: "pole-a", name: "", kind: .clinic, address: "", phone: "",
                coordinate: Coordinate(latitude: 89.999, longitude: 0), hours: hours),
            Place(
                id: "pole-b", name: "", kind: .clinic, address: "", phone: "",
                coordinate: Coordinate(latitude: 89.999, longitude: 180), hours: hours),
        ]
        let index = LivePlacesService(places: places)
        #expect(
            Set(index.places(within: 1_000, of: Coordinate(latitude: 0, longitude: 180)).map(\.id)) == ["east", "west"])
        #expect(
            Set(index.places(within: 1_000, of: Coordinate(latitude: 90, longitude: 45)).map(\.id)) == [
                "pole-a", "pole-b",
            ])
    }
}
