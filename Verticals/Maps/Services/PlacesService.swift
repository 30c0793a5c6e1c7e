public import VerticalInterfaces

/// Where Maps finds places. The live app plugs in a geocoder; tests plug in a fake.
public protocol PlacesService: Sendable {
    /// Places whose title contains `text`, case-insensitively, best first.
    func search(_ text: String) throws -> [MapPin]
}

/// A places service over a fixed list, for previews, demos and tests.
public struct InMemoryPlaces: PlacesService {
    /// The places searched.
    public let places: [MapPin]

    /// Makes a service over `places`.
    public init(_ places: [MapPin] = []) {
        self.places = places
    }

    /// The places whose title contains `text`, case-insensitively; all of them for an empty text.
    public func search(_ text: String) throws -> [MapPin] {
        let needle = text.lowercased()
        return places.filter { needle.isEmpty || $0.title.lowercased().contains(needle) }
    }
}
