import Foundation
import Maps
import Prelude
import Testing
import VerticalInterfaces

/// A places service that answers from a fixed list and records what it was asked.
private struct FakePlaces: PlacesService {
    let asked = Locked([String]())

    func search(_ text: String) throws -> [MapPin] {
        asked.withLock { $0.append(text) }
        return [MapPin(title: "Fake \(text)", latitude: 0, longitude: 0)]
    }
}

@Suite("Maps' local world")
struct MapsWorldTests {
    @Test("switches are off until the host turns them on")
    func switchesDefaultOff() {
        #expect(MapsFeature.allCases.allSatisfy { !MapsWorld(strings: StringTables([:])).features[$0] })
    }

    @Test("the host configures Maps once and flips a switch at run time")
    func configureAndFlip() throws {
        try World.configureMaps(MapsWorld.Configuration(defaultZoom: 15), features: [.search])
        #expect(Current.maps.configuration.defaultZoom == 15)
        #expect(Current.maps.features[.search])
        #expect(!Current.maps.features[.clustering])
        World.update { $0.maps.features[.clustering] = true }
        #expect(Current.maps.features[.clustering])
        #expect(Current.maps.strings.text("maps.title", locale: "de") == "Karte")
    }

    @Test("a test overrides configuration, switches and services for itself only")
    func perTestOverride() throws {
        let fake = FakePlaces()
        try World.withOverrides({
            $0.maps.features[.search] = true
            $0.maps.configuration.defaultZoom = 3
            $0.maps.places = fake
        }) { () throws in
            #expect(Current.maps.features[.search])
            #expect(Current.maps.configuration.defaultZoom == 3)
            #expect(try Current.maps.places.search("clinic").map(\.title) == ["Fake clinic"])
        }
        #expect(fake.asked.value == ["clinic"])
    }

    @Test("the bundled strings exist in English and German")
    func strings() throws {
        let strings = try MapsWorld.bundledStrings()
        #expect(strings.text("maps.title", locale: "en") == "Map")
        #expect(strings.text("maps.title", locale: "de") == "Karte")
        #expect(
            strings.text("maps.directions", locale: "de", arguments: ["place": "Kings Cross"]) == "Route zu Kings Cross"
        )
        #expect(strings.text("maps.noResults", locale: "de", arguments: ["query": "x"]) == #"[en] No places match "x""#)
    }

    @Test("Current.maps.strings follow Current.locale")
    func localeFromWorld() {
        World.withOverrides({ $0.locale = "de" }) {
            #expect(Current.maps.strings["maps.title"] == "Karte")
        }
    }

    @Test("the shipped policy is valid and names Maps")
    func policy() throws {
        let policy = try JSON(parsing: try String(contentsOf: MapsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        #expect(policy.name == "Maps")
        #expect(policy.receive.viewQueries.contains("maps.view"))
    }

    @Test("the in-memory places service searches case-insensitively")
    func inMemoryPlaces() throws {
        let places = InMemoryPlaces([
            MapPin(title: "Kings Cross Clinic", latitude: 51.53, longitude: -0.12),
            MapPin(title: "Camden Pharmacy", latitude: 51.54, longitude: -0.14),
        ])
        #expect(try places.search("clinic").map(\.title) == ["Kings Cross Clinic"])
        #expect(try places.search("").count == 2)
    }
}
