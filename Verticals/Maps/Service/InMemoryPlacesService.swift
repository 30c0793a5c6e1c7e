/// A places service over a list that scans every place on every query: for tests and
/// previews, and the baseline the index is measured and checked against.
///
/// ```swift
/// let places = InMemoryPlacesService([Place(id: "p1", name: "Apotheke Enge", ...)])
/// ```
public struct InMemoryPlacesService: PlacesService {
    /// The places, in order.
    public let all: [Place]

    /// Makes a service over `places`.
    public init(_ places: [Place] = []) {
        all = places
    }

    /// How many places there are.
    public var count: Int { all.count }

    /// The first place with `id`.
    public func place(id: String) -> Place? {
        all.first { $0.id == id }
    }

    /// The places within `radiusMeters` of `center`, by looking at every place.
    public func places(within radiusMeters: Double, of center: Coordinate) -> [Place] {
        all.filter { $0.coordinate.distance(to: center) <= radiusMeters }
    }

    /// The places whose folded name or address contains `text`.
    public func places(matching text: SearchText) -> [Place] {
        all.filter { text.isContained(in: SearchText($0.name)) || text.isContained(in: SearchText($0.address)) }
    }
}
