import HubInterfaces
import VerticalInterfaces

/// The bundled dataset's shape (`Resources/Data/places.json`): cities with their time
/// zones, and places in them with weekly hours.
///
/// ```json
/// {
///   "cities": [{ "id": "zurich", "name": "Zürich", "timeZone": "Europe/Zurich" }],
///   "places": [{
///     "id": "zrh-001", "name": "Apotheke Enge", "kind": "pharmacy",
///     "address": "Seestrasse 7, 8002 Zürich", "phone": "+41 44 201 00 00",
///     "latitude": 47.364, "longitude": 8.531, "city": "zurich",
///     "hours": { "mon": ["08:00-12:00", "13:30-18:30"], "fri": ["08:00-02:00"] }
///   }]
/// }
/// ```
///
/// A weekday left out of `hours` is closed; a span that closes at or before it opens
/// closes the next day; `00:00-24:00` is all day.
struct PlacesDataset: Decodable {
    /// A city: its id, which places refer to, and the time zone of its places' hours.
    struct City: Decodable {
        var id: String
        var name: String
        var timeZone: String
    }

    /// A place as the file writes it.
    struct Record: Decodable {
        var id: String
        var name: String
        var kind: PlaceKind
        var address: String
        var phone: String
        var latitude: Double
        var longitude: Double
        var city: String
        var hours: Week

        private enum CodingKeys: String, CodingKey {
            case id, name, kind, address, phone, latitude, longitude, city, hours
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            kind = try container.decode(PlaceKind.self, forKey: .kind)
            address = try container.decode(String.self, forKey: .address)
            phone = try container.decode(String.self, forKey: .phone)
            latitude = try container.decode(Double.self, forKey: .latitude)
            longitude = try container.decode(Double.self, forKey: .longitude)
            city = try container.decode(String.self, forKey: .city)
            hours = try container.decode(Week.self, forKey: .hours)
            guard (-90...90).contains(latitude) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .latitude, in: container, debugDescription: "latitude \(latitude) is not in -90...90")
            }
            guard (-180...180).contains(longitude) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .longitude, in: container, debugDescription: "longitude \(longitude) is not in -180...180")
            }
        }
    }

    /// Spans by weekday, keyed `mon` to `sun`.
    struct Week: Decodable {
        var days: [OpeningHours.Weekday: [OpeningHours.Span]]

        private struct DayKey: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: DayKey.self)
            var days: [OpeningHours.Weekday: [OpeningHours.Span]] = [:]
            for key in container.allKeys {
                guard let day = OpeningHours.Weekday(rawValue: key.stringValue) else {
                    let known = OpeningHours.Weekday.allCases.map(\.rawValue).joined(separator: ", ")
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "unknown weekday \"\(key.stringValue)\"; use one of \(known)")
                }
                days[day] = try container.decode([SpanText].self, forKey: key).map(\.span)
            }
            self.days = days
        }
    }

    /// A span written `HH:MM-HH:MM`.
    struct SpanText: Decodable {
        var span: OpeningHours.Span

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            let ends = text.split(separator: "-", omittingEmptySubsequences: false)
            guard ends.count == 2, let opens = Self.minutes(ends[0], allowing: 0...1439),
                let closes = Self.minutes(ends[1], allowing: 1...1440), opens != closes
            else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "\"\(text.prefix(40))\" is not a span like 08:00-18:30 "
                        + "(opening 00:00-23:59, closing 00:01-24:00, different times; 00:00-24:00 is all day)")
            }
            span = OpeningHours.Span(opens: opens, closes: closes)
        }

        /// `HH:MM` as minutes after midnight, when it is well formed and in `range`.
        private static func minutes(_ text: Substring, allowing range: ClosedRange<Int>) -> Int? {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
                let hours = Int(parts[0]), let minutes = Int(parts[1]), (0...24).contains(hours),
                (0...59).contains(minutes)
            else { return nil }
            let total = hours * 60 + minutes
            return range.contains(total) ? total : nil
        }
    }

    var cities: [City]
    var places: [Record]
}
