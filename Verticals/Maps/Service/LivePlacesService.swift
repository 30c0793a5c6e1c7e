public import Foundation
import Prelude

/// The places service the app runs with: the bundled dataset, loaded once and indexed
/// with a `PlaceGrid` so that a nearby query reads a few cells instead of every place,
/// and with every name and address folded once for text search.
///
/// ```swift
/// let places = try LivePlacesService.bundled()
/// places.places(within: 1_000, of: Coordinate(latitude: 47.3769, longitude: 8.5417)).count
/// ```
public struct LivePlacesService: PlacesService {
    /// The dataset's path inside Maps' resource bundle.
    public static let datasetPath = "Data/places.json"
    /// The largest dataset file read, in bytes (the bundled one is about 120 kB).
    public static let maximumFileSize = 64 << 20

    private let all: [Place]
    private let byID: [String: Int]
    private let grid: PlaceGrid
    /// Each place's name and address, folded, in the order of `all`.
    private let searchKeys: [(name: SearchText, address: SearchText)]

    /// Indexes `places` (ids must be unique; a later duplicate is not found by id).
    public init(places: [Place]) {
        all = places
        byID = Dictionary(places.enumerated().map { ($1.id, $0) }) { first, _ in first }
        grid = PlaceGrid(places.map(\.coordinate))
        searchKeys = places.map { (SearchText($0.name), SearchText($0.address)) }
    }

    /// Loads and indexes the dataset Maps ships in its resource bundle.
    ///
    /// - Throws: ``PlacesDatasetError`` naming the path (and coding path) when the bundle or
    ///   the file is missing or the file is malformed.
    public static func bundled() throws(PlacesDatasetError) -> LivePlacesService {
        let file: URL
        do {
            file = try Bundle.resources(package: "VerticalHub", target: "Maps").resourceFile(datasetPath)
        } catch {
            throw PlacesDatasetError(path: datasetPath, codingPath: "", message: error.description)
        }
        return try LivePlacesService(contentsOf: file)
    }

    /// Loads and indexes the dataset in `file` (the shape `PlacesDataset` documents).
    ///
    /// - Throws: ``PlacesDatasetError`` naming `file` and the coding path of the fault.
    public init(contentsOf file: URL) throws(PlacesDatasetError) {
        let data: Data
        do {
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
            guard size <= Self.maximumFileSize else {
                throw PlacesDatasetError(
                    path: file.path, codingPath: "",
                    message: "the file has \(size) bytes, more than the \(Self.maximumFileSize) Maps reads")
            }
            data = try Data(contentsOf: file)
        } catch let error as PlacesDatasetError {
            throw error
        } catch {
            throw PlacesDatasetError(
                path: file.path, codingPath: "",
                message: "cannot read the places dataset (\(error.localizedDescription)); "
                    + "ship Resources/\(Self.datasetPath) with Maps")
        }
        let dataset: PlacesDataset
        do {
            dataset = try JSON(parsing: data).decode(PlacesDataset.self)
        } catch let error as JSONParseError {
            throw PlacesDatasetError(path: file.path, codingPath: "", message: error.description)
        } catch let error as JSONDecodingError {
            throw PlacesDatasetError(path: file.path, codingPath: error.path, message: error.message)
        } catch {
            throw PlacesDatasetError(path: file.path, codingPath: "", message: "\(error)")
        }
        do {
            self.init(places: try dataset.resolved())
        } catch {
            throw PlacesDatasetError(path: file.path, codingPath: error.codingPath, message: error.message)
        }
    }

    /// How many places the dataset holds.
    public var count: Int { all.count }

    /// The place with `id`.
    public func place(id: String) -> Place? {
        byID[id].map { all[$0] }
    }

    /// The places within `radiusMeters` of `center`, read from the grid's cells (or a
    /// scan, when the circle covers more cells than there are places).
    public func places(within radiusMeters: Double, of center: Coordinate) -> [Place] {
        guard let candidates = grid.candidates(within: radiusMeters, of: center) else {
            return all.filter { $0.coordinate.distance(to: center) <= radiusMeters }
        }
        return candidates.lazy.map { all[Int($0)] }.filter { $0.coordinate.distance(to: center) <= radiusMeters }
    }

    /// The places whose folded name or address contains `text`.
    public func places(matching text: SearchText) -> [Place] {
        all.indices.filter { text.isContained(in: searchKeys[$0].name) || text.isContained(in: searchKeys[$0].address) }
            .map { all[$0] }
    }
}

extension PlacesDataset {
    /// A fault found after decoding, at a coding path.
    struct Fault: Error {
        var codingPath: String
        var message: String
    }

    /// The places with their cities' time zones, after checking what decoding cannot:
    /// unique city and place ids, known cities and time zones.
    func resolved() throws(Fault) -> [Place] {
        var zones: [String: TimeZone] = [:]
        for (index, city) in cities.enumerated() {
            guard zones[city.id] == nil else {
                throw Fault(codingPath: "cities[\(index)].id", message: "the city id \"\(city.id)\" appears twice")
            }
            guard let zone = TimeZone(identifier: city.timeZone) else {
                throw Fault(
                    codingPath: "cities[\(index)].timeZone",
                    message: "unknown time zone \"\(city.timeZone)\"; use an IANA name such as Europe/Zurich")
            }
            zones[city.id] = zone
        }
        var seen: Set<String> = []
        var places: [Place] = []
        places.reserveCapacity(self.places.count)
        for (index, record) in self.places.enumerated() {
            guard seen.insert(record.id).inserted else {
                throw Fault(codingPath: "places[\(index)].id", message: "the place id \"\(record.id)\" appears twice")
            }
            guard let zone = zones[record.city] else {
                throw Fault(
                    codingPath: "places[\(index)].city",
                    message: "unknown city \"\(record.city)\"; add it to cities or use one of "
                        + cities.map(\.id).joined(separator: ", "))
            }
            places.append(
                Place(
                    id: record.id, name: record.name, kind: record.kind, address: record.address, phone: record.phone,
                    coordinate: Coordinate(latitude: record.latitude, longitude: record.longitude),
                    hours: OpeningHours(timeZone: zone, week: record.hours.days)))
        }
        return places
    }
}
