import HubInterfaces
import Prelude
import VerticalInterfaces

/// The newcomer's walk through the app: every kind of message to every vertical, a
/// policy denial, a bad payload, Info's server failing and timing out on its stream,
/// ClinicalRecords showing a clinic through Maps, and a record that outlives the run.
///
/// Each step is sent through the hub exactly as `host send` would send it (the step shows
/// that command line), and checked against what the tour expects.
struct Tour {
    /// The switches the tour turns on, besides any the user gave.
    static let switches = ["maps.search", "records.clinicMap", "records.pharmacies", "info.whatsNew"]

    /// The title of the appointment each tour run adds; earlier runs' entries are found by it.
    static let appointmentTitle = "Tour check-up"

    /// Where the tour looks for clinics: central Zürich.
    static let centre = (latitude: 47.3769, longitude: 8.5417)

    /// Where the tour's directions start: Zürich's main station.
    static let station = (latitude: 47.3779, longitude: 8.5403)

    let guide: TourGuide

    /// Takes every step.
    func run() async throws {
        let clinic = await maps()
        try await records(clinic: clinic)
        try await info()
        policy()
    }

    // MARK: - Maps

    /// Maps' queries, view, commands and a bad payload; returns a clinic for the records.
    private func maps() async -> PlaceSummary? {
        let section = "Maps"
        guide.query(section, "search places by name", "maps.search", payload: ["text": "Praxis"])
        let nearby = guide.query(
            section, "find clinics near the centre of Zürich", "maps.nearby",
            payload: try? JSON(
                encoding: NearbyPlacesRequest(
                    latitude: Self.centre.latitude, longitude: Self.centre.longitude, radiusMeters: 3000,
                    kinds: [.clinic], limit: 3)))
        let clinic = nearby.flatMap { try? $0.decode([PlaceSummary].self) }?.first
        if let clinic {
            guide.query(
                section, "ask for one place by id", "maps.place",
                payload: try? JSON(encoding: PlaceRequest(id: clinic.id)))
            let pin = MapPin(
                title: clinic.name, latitude: clinic.latitude, longitude: clinic.longitude, placeID: clinic.id)
            guide.view(
                section, "show it on a map (a view, as data)", "maps.view",
                payload: try? JSON(encoding: MapConfiguration(showDetailSelectable: true, pins: [pin])))
            await guide.command(
                section, "select it: the outcome and the selection arrive as events", "maps.select",
                payload: ["placeID": .string(clinic.id)])
            await guide.command(
                section, "ask for directions to it from the main station", "maps.directions",
                payload: [
                    "placeID": .string(clinic.id), "fromLatitude": .double(Self.station.latitude),
                    "fromLongitude": .double(Self.station.longitude),
                ])
        }
        guide.query(
            section, "a payload that does not fit is refused at once, with its coding path", "maps.nearby",
            payload: ["latitude": "north", "longitude": 8.54, "radiusMeters": 1000], expect: .refused(.invalidPayload))
        return clinic
    }

    // MARK: - ClinicalRecords

    /// The records: what earlier runs left, a new appointment at `clinic` shown through
    /// Maps, an edit, and a removal of an entry that does not exist.
    private func records(clinic: PlaceSummary?) async throws {
        let section = "ClinicalRecords"
        guide.query(section, "summarise the records", "records.summary")
        let appointments = guide.query(
            section, "list the appointments (each tour run adds one, kept in the database)", "records.section",
            payload: ["section": "appointment"])
        let earlier = (appointments?.arrayValue ?? []).filter { $0["title"]?.stringValue == Self.appointmentTitle }
        guide.note(
            earlier.isEmpty
                ? "no appointment from an earlier tour yet: run the tour again with the same --data-dir to see this one kept"
                : "\(earlier.count) appointment(s) from earlier tours still here, read back from the database")
        guide.remember("earlierTourAppointments", .int(earlier.count))
        guard let clinic else { return }
        let outcome = await guide.command(
            section, "add an appointment at the clinic Maps found", "records.add",
            payload: [
                "section": "appointment", "title": .string(Self.appointmentTitle),
                "detail": "Added by host tour", "clinicID": .string(clinic.id),
            ])
        guard let id = outcome?["id"] ?? outcome?["entry"]?["id"] else { return }
        guide.view(
            section, "show the appointment: its clinic comes from Maps, through the hub", "records.view",
            payload: ["id": id])
        await guide.command(
            section, "edit it", "records.edit", payload: ["id": id, "detail": "Added and edited by host tour"])
        guide.query(section, "read it back", "records.entry", payload: ["id": id])
        await guide.command(
            section, "remove an entry that does not exist: the failure arrives on the stream", "records.remove",
            payload: ["id": 999_999_999], expect: .failedOutcome)
    }

    // MARK: - Info

    /// Info: the record changes it counted, a refresh that succeeds, one the server fails
    /// with 500, one that times out, and the screen after them.
    private func info() async throws {
        let section = "Info"
        try guide.reconfigure(key: "info", values: ["latency": "0", "timeout": "600"])
        guide.query(section, "Info counted the record changes it subscribed to at launch", "info.current")
        await guide.command(section, "refresh from the server", "info.refresh")
        try guide.reconfigure(
            key: "info", values: ["latency": "0", "timeout": "600", "failureRate": "1", "failure": "500"])
        await guide.command(
            section, "the server answers 500 (info.failureRate=1): the failure arrives on info.updates",
            "info.refresh", expect: .failedOutcome)
        try guide.reconfigure(key: "info", values: ["failureRate": "1", "failure": "none", "timeout": "0.2"])
        await guide.command(
            section, "the server never answers (info.failure=none): the timeout arrives on info.updates",
            "info.refresh", expect: .failedOutcome)
        guide.view(section, "the info screen after them", "info.view")
    }

    // MARK: - Policy

    /// A message one side's policy lacks is refused, naming that side.
    private func policy() {
        guide.query(
            "Policy", "Info asks Maps for nearby places: Info's policy does not send maps.nearby", "maps.nearby",
            payload: try? JSON(
                encoding: NearbyPlacesRequest(
                    latitude: Self.centre.latitude, longitude: Self.centre.longitude, radiusMeters: 1000)),
            as: "Info", expect: .refused(.denied))
    }
}
