import Foundation
import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("Maps' queries")
struct QueryTests {
    let plugin: MapsPlugin

    init() throws {
        plugin = try MapsPlugin.makeForTest()
    }

    private func nearby(_ request: NearbyPlacesRequest) throws -> [PlaceSummary] {
        try plugin.onReceive(query: .mapsNearby, payload: try JSON(encoding: request)).decode([PlaceSummary].self)
    }

    private func search(_ text: String) throws -> [String] {
        try plugin.onReceive(query: .mapsSearch, payload: ["text": .string(text)]).decode([PlaceSummary].self).map(\.id)
    }

    @Test("maps.nearby answers the places within the radius, nearest first, with distances")
    func nearbySorted() throws {
        let places = try Fixtures.withMaps {
            try nearby(NearbyPlacesRequest(latitude: 47.3769, longitude: 8.5417, radiusMeters: 1_000))
        }
        #expect(places.map(\.id) == ["p-night", "p-lion", "p-hospital", "p-clinic"])
        #expect(places[0].distanceMeters == 0)
        let distances = places.compactMap(\.distanceMeters)
        #expect(distances == distances.sorted() && distances.count == 4 && distances.allSatisfy { $0 <= 1_000 })
    }

    @Test("maps.nearby filters by kind, open now and limit")
    func nearbyFilters() throws {
        try Fixtures.withMaps {
            let centre = (latitude: 47.3769, longitude: 8.5417)
            let pharmacies = try nearby(
                NearbyPlacesRequest(
                    latitude: centre.latitude, longitude: centre.longitude, radiusMeters: 10_000, kinds: [.pharmacy]))
            #expect(pharmacies.map(\.id) == ["p-night", "p-lion", "p-far"])
            // Friday 10:00: the night pharmacy opens at 20:00, the Löwen-Apotheke has no hours.
            let open = try nearby(
                NearbyPlacesRequest(
                    latitude: centre.latitude, longitude: centre.longitude, radiusMeters: 10_000, openNow: true))
            #expect(open.map(\.id) == ["p-hospital", "p-clinic"])
            #expect(open.allSatisfy { $0.isOpenNow })
            let nearest = try nearby(
                NearbyPlacesRequest(
                    latitude: centre.latitude, longitude: centre.longitude, radiusMeters: 10_000, limit: 2))
            #expect(nearest.map(\.id) == ["p-night", "p-lion"])
        }
    }

    @Test("open now follows the world's clock, across midnight")
    func openNowFollowsClock() throws {
        let request = NearbyPlacesRequest(latitude: 47.3769, longitude: 8.5417, radiusMeters: 100, openNow: true)
        let fridayNight = try Fixtures.withMaps(now: Fixtures.zurichTime(day: 20, "23:30")) { try nearby(request) }
        let saturdayEarly = try Fixtures.withMaps(now: Fixtures.zurichTime(day: 21, "01:30")) { try nearby(request) }
        let saturdayLate = try Fixtures.withMaps(now: Fixtures.zurichTime(day: 21, "02:00")) { try nearby(request) }
        #expect(fridayNight.map(\.id) == ["p-night"])
        #expect(saturdayEarly.map(\.id) == ["p-night"])
        #expect(saturdayLate.isEmpty)
    }

    @Test("maps.place answers one place with whether it is open")
    func place() throws {
        let place = try Fixtures.withMaps {
            try plugin.onReceive(query: .mapsPlace, payload: ["id": "p-hospital"]).decode(PlaceSummary.self)
        }
        #expect(place.name == "Universitätsspital Zürich")
        #expect(place.kind == .hospital)
        #expect(place.isOpenNow)
        #expect(place.distanceMeters == nil)
    }

    @Test("maps.place with an unknown id is a clear not-found error naming the id")
    func placeNotFound() throws {
        Fixtures.withMaps {
            let error = #expect(throws: PluginError.self) {
                try plugin.onReceive(query: .mapsPlace, payload: ["id": "nowhere"])
            }
            #expect(error?.code == .failed)
            #expect(error?.message.hasPrefix("not found: id: no place has id \"nowhere\"") == true)
            #expect(error?.messageName == "maps.place")
        }
    }

    @Test("maps.search ignores case and diacritics in names and addresses")
    func search() throws {
        try Fixtures.withMaps(features: [.search]) { () throws in
            #expect(try search("Zurichberg") == ["p-clinic"])
            #expect(try search("UNIVERSITATSSPITAL") == ["p-hospital"])
            #expect(try search("lowen") == ["p-lion"])
            #expect(try search("apotheke") == ["p-far", "p-night", "p-lion"])
            #expect(try search("schaffhauser") == ["p-far"])
            #expect(try search("zürich").count == 5)
            #expect(try search("Strasse 350") == ["p-far"])
            #expect(try search("pizzeria").isEmpty)
        }
    }

    @Test("an unknown query is refused as an unknown message")
    func unknownQuery() {
        let error = #expect(throws: PluginError.self) { try plugin.onReceive(query: "maps.places", payload: nil) }
        #expect(error?.code == .unknownMessage)
    }
}
