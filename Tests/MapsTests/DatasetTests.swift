import Foundation
import HubInterfaces
import Maps
import Prelude
import Testing
import VerticalInterfaces

@Suite("The places dataset")
struct DatasetTests {
    @Test("the bundled dataset has 200+ places of every kind in three cities, with hours")
    func bundled() throws {
        let places = try LivePlacesService.bundled()
        #expect(places.count >= 200)
        let summaries = try PlacesWorker(places: places, now: Fixtures.fridayMorning).nearby(
            NearbyPlacesRequest(latitude: 47.3769, longitude: 8.5417, radiusMeters: 50_000))
        #expect(summaries.count >= 50)
        #expect(Set(summaries.map(\.kind)) == Set(PlaceKind.allCases))
        for (prefix, zone) in [("zrh-", "Europe/Zurich"), ("ber-", "Europe/Berlin"), ("lon-", "Europe/London")] {
            let place = try #require(places.place(id: "\(prefix)001"))
            #expect(place.hours.timeZone.identifier == zone)
        }
        // Every place has hours on some day, and some pharmacies stay open past midnight.
        let all = places.places(matching: SearchText(""))
        #expect(all.count == places.count)
        #expect(all.allSatisfy { !$0.hours.week.isEmpty })
        #expect(all.contains { $0.hours.week.values.joined().contains(where: \.crossesMidnight) })
    }

    @Test("\"Zurich\" finds the places in Zürich")
    func searchWithoutUmlaut() throws {
        let places = try LivePlacesService.bundled()
        let found = places.places(matching: SearchText("Zurich"))
        #expect(found.count >= 50)
        #expect(found.allSatisfy { $0.address.contains("Zürich") || $0.name.contains("Zürich") })
    }

    private func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func error(loading text: String) throws -> (PlacesDatasetError?, URL) {
        let url = try write(text)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: PlacesDatasetError.self) { try LivePlacesService(contentsOf: url) }
        return (error, url)
    }

    private static let city = #"{"id": "zurich", "name": "Zürich", "timeZone": "Europe/Zurich"}"#

    private static func place(
        id: String = "a", city: String = "zurich", latitude: String = "47.0", hours: String = "{}"
    )
        -> String
    {
        #"{"id": "\#(id)", "name": "A", "kind": "clinic", "address": "x", "phone": "1", "latitude": \#(latitude), "#
            + #""longitude": 8.0, "city": "\#(city)", "hours": \#(hours)}"#
    }

    @Test("a missing file is an error naming the path")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/maps/places.json")
        let error = #expect(throws: PlacesDatasetError.self) { try LivePlacesService(contentsOf: url) }
        #expect(error?.path == "/nonexistent/maps/places.json")
        #expect(error?.description.contains("cannot read the places dataset") == true)
    }

    @Test("malformed JSON is an error naming the path")
    func malformedJSON() throws {
        let (error, url) = try error(loading: #"{"cities": [}"#)
        #expect(error?.path == url.path)
        #expect(error?.codingPath == "")
        #expect(error?.message.isEmpty == false)
    }

    @Test(
        "a value that does not fit is an error naming the path and the coding path",
        arguments: [
            (
                #"{"cities": [\#(city)], "places": [\#(place()), \#(place(id: "b", hours: #"{"fri": ["8-18"]}"#))]}"#,
                "places[1].hours.fri[0]", "is not a span like 08:00-18:30"
            ),
            (
                #"{"cities": [\#(city)], "places": [\#(place(hours: #"{"fry": []}"#))]}"#, "places[0].hours.fry",
                "unknown weekday"
            ),
            (
                #"{"cities": [\#(city)], "places": [\#(place(latitude: "91"))]}"#, "places[0].latitude",
                "not in -90...90"
            ),
            (
                #"{"cities": [\#(city)], "places": [\#(place(latitude: "\"north\""))]}"#, "places[0].latitude",
                "expected a number"
            ),
            (
                #"{"cities": [\#(city)], "places": [\#(place(city: "bern"))]}"#, "places[0].city",
                "unknown city \"bern\""
            ),
            (#"{"cities": [\#(city)], "places": [\#(place()), \#(place())]}"#, "places[1].id", "appears twice"),
            (
                #"{"cities": [{"id": "x", "name": "X", "timeZone": "Mars/Olympus"}], "places": []}"#,
                "cities[0].timeZone",
                "unknown time zone"
            ),
            (#"{"cities": [\#(city)]}"#, "places", "missing mandatory field"),
            (
                #"{"cities": [\#(city)], "places": [\#(place(hours: #"{"mon": ["10:00-10:00"]}"#))]}"#,
                "places[0].hours.mon[0]",
                "different times"
            ),
        ])
    func codingPath(text: String, path: String, message: String) throws {
        let (error, url) = try error(loading: text)
        #expect(error?.path == url.path)
        #expect(error?.codingPath == path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test("a well-formed file loads, with hours across midnight")
    func wellFormed() throws {
        let url = try write(
            #"{"cities": [\#(Self.city)], "places": [\#(Self.place(hours: #"{"fri": ["22:00-02:00"], "sat": ["00:00-24:00"]}"#))]}"#
        )
        defer { try? FileManager.default.removeItem(at: url) }
        let places = try LivePlacesService(contentsOf: url)
        let place = try #require(places.place(id: "a"))
        #expect(place.hours.week[.friday] == [OpeningHours.Span(opens: 22 * 60, closes: 2 * 60)])
        #expect(place.hours.week[.monday] == nil)
    }
}
