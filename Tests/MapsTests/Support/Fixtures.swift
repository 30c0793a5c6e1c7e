import Foundation
import HubInterfaces
import Maps
import Prelude
import VerticalInterfaces

/// A handful of places in Zürich with hours chosen for the tests, and fixed times.
enum Fixtures {
    static let zurich = TimeZone(identifier: "Europe/Zurich") ?? TimeZone(secondsFromGMT: 3600) ?? .current
    static let centre = Coordinate(latitude: 47.3769, longitude: 8.5417)

    static let weekdays: [OpeningHours.Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]

    static func span(_ opens: String, _ closes: String) -> OpeningHours.Span {
        OpeningHours.Span(opens: minutes(opens), closes: minutes(closes))
    }

    static func minutes(_ text: String) -> Int {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        return parts.count == 2 ? parts[0] * 60 + parts[1] : 0
    }

    /// Open Monday to Thursday 08:00-18:00 and Friday 20:00-02:00; no hours at the weekend.
    static let nightPharmacy = Place(
        id: "p-night", name: "Bahnhof-Apotheke", kind: .pharmacy, address: "Bahnhofplatz 15, 8001 Zürich",
        phone: "+41 44 225 42 42", coordinate: centre,
        hours: OpeningHours(
            timeZone: zurich,
            week: [
                .monday: [span("08:00", "18:00")], .tuesday: [span("08:00", "18:00")],
                .wednesday: [span("08:00", "18:00")], .thursday: [span("08:00", "18:00")],
                .friday: [span("20:00", "02:00")],
            ]))

    /// Open on weekdays 08:00-12:00 and 13:30-17:00.
    static let clinic = Place(
        id: "p-clinic", name: "Praxis Zürichberg", kind: .clinic, address: "Zürichbergstrasse 20, 8032 Zürich",
        phone: "+41 44 251 11 11", coordinate: Coordinate(latitude: 47.3800, longitude: 8.5500),
        hours: OpeningHours(
            timeZone: zurich,
            week: Dictionary(
                uniqueKeysWithValues: weekdays.map { ($0, [span("08:00", "12:00"), span("13:30", "17:00")]) })))

    /// Open all day, every day.
    static let hospital = Place(
        id: "p-hospital", name: "Universitätsspital Zürich", kind: .hospital, address: "Rämistrasse 100, 8091 Zürich",
        phone: "+41 44 255 11 11", coordinate: Coordinate(latitude: 47.3764, longitude: 8.5490),
        hours: OpeningHours(
            timeZone: zurich,
            week: Dictionary(uniqueKeysWithValues: OpeningHours.Weekday.allCases.map { ($0, [span("00:00", "24:00")]) })
        ))

    /// About 3.8 km north of the centre.
    static let far = Place(
        id: "p-far", name: "Apotheke Oerlikon", kind: .pharmacy, address: "Schaffhauserstrasse 350, 8050 Zürich",
        phone: "+41 44 311 00 00", coordinate: Coordinate(latitude: 47.4111, longitude: 8.5446),
        hours: OpeningHours(timeZone: zurich, week: [.monday: [span("08:00", "19:00")]]))

    static let lion = Place(
        id: "p-lion", name: "Löwen-Apotheke", kind: .pharmacy, address: "Löwenstrasse 1, 8001 Zürich",
        phone: "+41 44 211 00 00", coordinate: Coordinate(latitude: 47.3760, longitude: 8.5390),
        hours: OpeningHours(timeZone: zurich, week: [:]))

    static let places = [nightPharmacy, clinic, hospital, far, lion]

    /// A time in Zürich: `day` of November 2026 (Friday the 20th, Saturday the 21st,
    /// Sunday the 22nd, Monday the 23rd) at `time`.
    static func zurichTime(day: Int, _ time: String) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zurich
        let minutes = minutes(time)
        let components = DateComponents(year: 2026, month: 11, day: day, hour: minutes / 60, minute: minutes % 60)
        return calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
    }

    /// Friday 20 November 2026, 10:00 in Zürich.
    static let fridayMorning = zurichTime(day: 20, "10:00")

    /// Runs `body` with Maps' world over the fixture places at `now`, in `locale`, with `features` on.
    static func withMaps<Result>(
        features: Set<MapsFeature> = [], locale: LocaleID = "en", now: Date = fridayMorning,
        places: any PlacesService = InMemoryPlacesService(Fixtures.places), zoom: Int = 12,
        _ body: () throws -> Result
    ) rethrows -> Result {
        try World.withOverrides(
            {
                $0.maps.places = places
                $0.maps.features = FeatureSwitches(enabled: features)
                $0.maps.configuration.defaultZoom = zoom
                $0.locale = locale
                $0.clock = .fixed(now)
            }, operation: body)
    }
}
