public import Foundation
import HubInterfaces
import Prelude
public import VerticalInterfaces

/// Maps' business logic: which places answer a request, in which order, and how far
/// and how long a route is. It reads places from a ``PlacesService`` and the time from
/// the date it is given; it knows neither the hub, the view nor where places come from.
///
/// ```swift
/// let worker = PlacesWorker(places: Current.maps.places, now: Current.clock.now())
/// let open = try worker.nearby(NearbyPlacesRequest(latitude: 47.37, longitude: 8.54, radiusMeters: 1_000, openNow: true))
/// ```
public struct PlacesWorker: Sendable {
    /// The largest radius a nearby query may ask for, in metres (the contract's `maximum` of
    /// `radiusMeters`; `ContractTests` prove every bound here equal to the contract's).
    public static let maximumRadiusMeters = 50_000.0
    /// The largest `limit` a nearby query may ask for.
    public static let maximumLimit = 1_000
    /// The longest search text, in Unicode scalars (as the contract's `maxLength` counts).
    public static let maximumSearchLength = 100
    /// Walking speed for route estimates: 5 km/h.
    public static let walkingMetersPerMinute = 5_000.0 / 60
    /// Average driving speed in a city for route estimates: 25 km/h.
    public static let drivingMetersPerMinute = 25_000.0 / 60

    private let places: any PlacesService
    private let now: Date

    /// Makes a worker over `places` at the time `now`.
    public init(places: any PlacesService, now: Date) {
        self.places = places
        self.now = now
    }

    /// The places within the request's radius, nearest first (ties by id), of the kinds
    /// asked for, only those open now when asked, at most `limit`.
    ///
    /// - Throws: ``MapsFailure/invalid(path:reason:)`` naming the field that is out of range.
    public func nearby(_ request: NearbyPlacesRequest) throws(MapsFailure) -> [PlaceSummary] {
        let center = try Self.coordinate(request.latitude, request.longitude, "latitude", "longitude")
        guard request.radiusMeters > 0, request.radiusMeters <= Self.maximumRadiusMeters else {
            throw .invalid(
                path: "radiusMeters",
                reason: "\(request.radiusMeters) is not a radius in metres above 0 and at most "
                    + "\(Int(Self.maximumRadiusMeters))")
        }
        if let kinds = request.kinds, kinds.isEmpty {
            throw .invalid(path: "kinds", reason: "the list is empty; leave kinds out to ask for every kind")
        }
        if let limit = request.limit, !(1...Self.maximumLimit).contains(limit) {
            throw .invalid(path: "limit", reason: "\(limit) is not in 1...\(Self.maximumLimit)")
        }
        let kinds = Set(request.kinds ?? PlaceKind.allCases)
        let onlyOpen = request.openNow ?? false
        let found = places.places(within: request.radiusMeters, of: center)
            .filter { kinds.contains($0.kind) && (!onlyOpen || $0.hours.isOpen(at: now)) }
            .map { (place: $0, distance: $0.coordinate.distance(to: center)) }
            .sorted { ($0.distance, $0.place.id) < ($1.distance, $1.place.id) }
            .prefix(request.limit ?? Int.max)
        return found.map { summary(of: $0.place, distance: $0.distance) }
    }

    /// The place with `id`.
    ///
    /// - Throws: ``MapsFailure/notFound(id:path:)`` naming `path`, the field that gave the id.
    public func place(id: String, path: String = "id") throws(MapsFailure) -> Place {
        guard let place = places.place(id: id) else { throw .notFound(id: id, path: path) }
        return place
    }

    /// The places whose name or address contains `text`, ignoring case and diacritics:
    /// names that start with it first, then by name and id. A text of accents alone (combining
    /// marks, which the search ignores) matches no place.
    ///
    /// Blank and length follow the contract's rules (Prelude's `PayloadText`: white space as a
    /// pattern's `\s`, lengths in Unicode scalars), which the plugin checks first; the worker
    /// checks them too because it is public and called without the plugin.
    ///
    /// - Throws: ``MapsFailure/invalid(path:reason:)`` for a blank or over-long text.
    public func search(_ text: String) throws(MapsFailure) -> [PlaceSummary] {
        guard PayloadText.length(of: text) <= Self.maximumSearchLength else {
            throw .invalid(path: "text", reason: "the text is longer than \(Self.maximumSearchLength) characters")
        }
        guard !PayloadText.isBlank(text) else {
            throw .invalid(path: "text", reason: "the text is empty; give part of a name or an address")
        }
        let needle = SearchText(PayloadText.trimmed(text))
        guard !needle.folded.isEmpty else { return [] }
        return places.places(matching: needle)
            .map { (place: $0, name: SearchText($0.name).folded) }
            .sorted { lhs, rhs in
                let left = (lhs.name.hasPrefix(needle.folded) ? 0 : 1, lhs.name, lhs.place.id)
                let right = (rhs.name.hasPrefix(needle.folded) ? 0 : 1, rhs.name, rhs.place.id)
                return left < right
            }
            .map { summary(of: $0.place) }
    }

    /// A route from `origin` to the place with `placeID`: great-circle distance, and the
    /// minutes it takes on foot (5 km/h) and by car (25 km/h), rounded up.
    ///
    /// - Throws: ``MapsFailure`` for an origin out of range or an unknown place.
    public func route(to placeID: String, fromLatitude: Double, fromLongitude: Double) throws(MapsFailure) -> Route {
        let origin = try Self.coordinate(fromLatitude, fromLongitude, "fromLatitude", "fromLongitude")
        let place = try place(id: placeID, path: "placeID")
        let distance = origin.distance(to: place.coordinate)
        return Route(
            placeID: place.id, placeName: place.name, distanceMeters: distance,
            walkingMinutes: Self.minutes(distance, Self.walkingMetersPerMinute),
            drivingMinutes: Self.minutes(distance, Self.drivingMetersPerMinute))
    }

    /// `place` as other verticals see it, open or closed now.
    public func summary(of place: Place, distance: Double? = nil) -> PlaceSummary {
        PlaceSummary(
            id: place.id, name: place.name, kind: place.kind, address: place.address, phone: place.phone,
            latitude: place.coordinate.latitude, longitude: place.coordinate.longitude, distanceMeters: distance,
            isOpenNow: place.hours.isOpen(at: now))
    }

    private static func coordinate(
        _ latitude: Double, _ longitude: Double, _ latitudePath: String, _ longitudePath: String
    ) throws(MapsFailure) -> Coordinate {
        guard (-90...90).contains(latitude) else {
            throw .invalid(path: latitudePath, reason: "\(latitude) is not a latitude in -90...90")
        }
        guard (-180...180).contains(longitude) else {
            throw .invalid(path: longitudePath, reason: "\(longitude) is not a longitude in -180...180")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private static func minutes(_ meters: Double, _ metersPerMinute: Double) -> Int {
        max(1, Int((meters / metersPerMinute).rounded(.up)))
    }
}
