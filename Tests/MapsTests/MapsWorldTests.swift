import Foundation
import HubInterfaces
import Maps
import Prelude
import Testing

@Suite("Maps' local world")
struct MapsWorldTests {
    @Test("switches are off until the host turns them on")
    func switchesDefaultOff() {
        #expect(MapsFeature.allCases.allSatisfy { !MapsWorld(strings: StringTables([:])).features[$0] })
    }

    @Test("a test overrides configuration, switches and services for itself only")
    func perTestOverride() {
        let places = InMemoryPlacesService([Fixtures.clinic])
        World.withOverrides({
            $0.maps.features[.search] = true
            $0.maps.configuration.defaultZoom = 3
            $0.maps.places = places
        }) {
            #expect(Current.maps.features[.search])
            #expect(Current.maps.configuration.defaultZoom == 3)
            #expect(Current.maps.places.place(id: "p-clinic")?.name == "Praxis Zürichberg")
        }
    }

    @Test("the bundled strings exist in English and German, key for key")
    func strings() throws {
        let strings = try MapsWorld.bundledStrings()
        #expect(strings.text("maps.title", locale: "en") == "Map")
        #expect(strings.text("maps.title", locale: "de") == "Karte")
        #expect(strings.untranslatedKeys(in: "de").isEmpty)
        #expect(Set(strings.tables["de"]?.keys ?? [:].keys) == Set(strings.tables[.english]?.keys ?? [:].keys))
    }

    @Test("Current.maps.strings follow Current.locale")
    func localeFromWorld() {
        World.withOverrides({ $0.locale = "de" }) {
            #expect(Current.maps.strings["maps.title"] == "Karte")
        }
    }
}
