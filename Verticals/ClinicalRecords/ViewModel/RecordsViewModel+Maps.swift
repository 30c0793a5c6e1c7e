import HubInterfaces
import VerticalInterfaces

/// What a screen shows of an entry's clinic: Maps' own view of it, or why there is none.
enum ClinicPanel: Sendable, Hashable {
    /// Maps drew the clinic; `view` is Maps' view, embedded as it came.
    case map(place: PlaceSummary, view: ViewNode)
    /// Maps could not be asked or did not answer (absent, switched off, denied by a policy).
    case unavailable(reason: String)
}

/// What a medication's screen shows of the pharmacies near its clinic.
enum PharmacyList: Sendable, Hashable {
    /// The pharmacies Maps found, nearest first, near the clinic.
    case places([PlaceSummary], near: PlaceSummary)
    /// Maps could not be asked or did not answer.
    case unavailable(reason: String)
}

extension RecordsViewModel {
    /// Asks Maps (through `maps`) for `entry`'s clinic and a map of it that shows details
    /// without offering a selection. A failure degrades the panel, never the screen.
    func clinicPanel(for entry: RecordEntry, maps: any ClinicMaps) -> ClinicPanel {
        do {
            let place = try maps.place(id: entry.clinicID)
            let pin = MapPin(title: place.name, latitude: place.latitude, longitude: place.longitude, placeID: place.id)
            let configuration = MapConfiguration(
                isSearchEnabled: false, selectionPolicy: .showDetails(selectable: false), pins: [pin])
            return .map(place: place, view: try maps.mapView(configuration))
        } catch {
            return .unavailable(reason: "\(error)")
        }
    }

    /// Asks Maps for pharmacies within `radius` metres of `entry`'s clinic, at most `limit`.
    func pharmacies(near entry: RecordEntry, maps: any ClinicMaps, radius: Double, limit: Int) -> PharmacyList {
        do {
            let clinic = try maps.place(id: entry.clinicID)
            let request = NearbyPlacesRequest(
                latitude: clinic.latitude, longitude: clinic.longitude, radiusMeters: radius, kinds: [.pharmacy],
                limit: limit)
            return .places(Array(try maps.nearby(request).prefix(limit)), near: clinic)
        } catch {
            return .unavailable(reason: "\(error)")
        }
    }
}
