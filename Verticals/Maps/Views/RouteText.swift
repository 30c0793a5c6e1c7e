public import Prelude

/// A route as a localised sentence: "Apotheke Enge: 1.2 km, 15 min on foot, 3 min by car".
///
/// Numbers are formatted here with the decimal separator from the string tables, not by
/// Foundation's locale, so the text is the same on every platform and under any `LANG`.
public struct RouteText: Sendable {
    private let strings: StringTables

    /// Makes a formatter over `strings` (in `Current.locale`).
    public init(strings: StringTables) {
        self.strings = strings
    }

    /// The sentence for `route`.
    public func sentence(for route: Route) -> String {
        strings.text(
            "maps.route.summary",
            arguments: [
                "place": route.placeName, "distance": distance(route.distanceMeters),
                "walking": duration(route.walkingMinutes), "driving": duration(route.drivingMinutes),
            ])
    }

    /// `850 m` under a kilometre (to 10 m), else `1.2 km` (one decimal).
    public func distance(_ meters: Double) -> String {
        if meters < 995 {
            return strings.text("maps.unit.meters", arguments: ["value": String(Int((meters / 10).rounded()) * 10)])
        }
        let tenths = Int((meters / 100).rounded())
        let value = "\(tenths / 10)\(strings["maps.number.decimalSeparator"])\(tenths % 10)"
        return strings.text("maps.unit.kilometers", arguments: ["value": value])
    }

    /// `45 min` under an hour, else `2 h 5 min`.
    public func duration(_ minutes: Int) -> String {
        guard minutes >= 60 else { return strings.text("maps.unit.minutes", arguments: ["value": String(minutes)]) }
        return strings.text(
            "maps.unit.hoursMinutes", arguments: ["hours": String(minutes / 60), "minutes": String(minutes % 60)])
    }
}
