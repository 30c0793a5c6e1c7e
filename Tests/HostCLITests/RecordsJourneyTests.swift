import ClinicalRecords
import Foundation
import HubInterfaces
import Maps
import PlatformHub
import Prelude
import Testing

/// ClinicalRecords and Maps on the real hub: the records screen embeds Maps' panel, and
/// degrades to a "map unavailable" row when ClinicalRecords' policy may not ask Maps.
@Suite("Journey: ClinicalRecords shows its clinic through Maps")
struct RecordsJourneyTests {
    /// A London clinic and the time the journey happens.
    static let clinic = "lon-001"
    static let now = Date(timeIntervalSince1970: 1_795_424_400)

    @Test("an appointment added through the hub shows on the records screen with Maps' map of its clinic")
    func screenShowsMapsPanel() async throws {
        try await journey(recordsPolicy: .file(try ClinicalRecordsWorld.policyFile())) { hub, shell in
            let appointment = try await add(
                ["section": "appointment", "title": "Annual check-up", "clinicID": .string(Self.clinic)],
                id: "journey-1", hub: hub, shell: shell)
            let screen = try hub.send(viewQuery: .recordsView, payload: nil, sender: shell)
            let clinic = try #require(screen.children.first { $0.text == "Your clinic" })
            let map = try #require(allNodes(clinic).first { $0.role == .map })
            let pin = try #require(map.children.first { $0.role == .pin })
            #expect(pin.text == "Islington Health Centre")
            // showDetails(selectable: false): details, but no select or directions button.
            #expect(!allNodes(map).contains { $0.role == .button })
            #expect(allNodes(clinic).contains { $0.text == "Clinic: Islington Health Centre" })
            #expect(
                allNodes(clinic).contains { $0.text == "Annual check-up" && $0.attributes["id"] == .int(appointment) })

            let medication = try await add(
                ["section": "medication", "title": "Amoxicillin 500 mg", "clinicID": .string(Self.clinic)],
                id: "journey-2", hub: hub, shell: shell)
            let entry = try hub.send(viewQuery: .recordsView, payload: ["id": .int(medication)], sender: shell)
            let pharmacies = try #require(entry.children.first { $0.text == "Pharmacies near Islington Health Centre" })
            #expect(!allNodes(pharmacies).filter { $0.role == .row }.isEmpty)
        }
    }

    @Test("when ClinicalRecords' policy may not ask Maps, the screen still renders with a map-unavailable row")
    func deniedScreenDegrades() async throws {
        let policy = try JSON(parsing: String(contentsOf: ClinicalRecordsWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        var denied = policy
        denied.send = Policy.Routes()
        let text = try JSON(encoding: denied).serialized()
        try await journey(recordsPolicy: .text(text, file: "ClinicalRecords-without-maps.json"), policyText: text) {
            hub, shell in
            _ = try await add(
                ["section": "appointment", "title": "Annual check-up", "clinicID": .string(Self.clinic)],
                id: "journey-3", hub: hub, shell: shell)
            let screen = try hub.send(viewQuery: .recordsView, payload: nil, sender: shell)
            let clinic = try #require(screen.children.first { $0.text == "Your clinic" })
            let row = try #require(allNodes(clinic).first { $0.text == "Map unavailable" })
            #expect(row.attributes["reason"]?.stringValue?.contains("denied") == true)
            #expect(!allNodes(screen).contains { $0.role == .map })
            #expect(screen.children.contains { $0.text == "Appointments" })
        }
    }

    /// Starts a hub with Maps, ClinicalRecords (over a fresh database, with its clinic map
    /// and pharmacy switches on) and the shell, and runs `body` in that world.
    private func journey(
        recordsPolicy: PolicySource, policyText: String? = nil, _ body: (Hub, any PluginProtocol) async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("records-journey-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try MapsVertical().configureWorld(HostSettings(locale: .english, dataDirectory: ""))
        let opening = RecordsDatabase.open(directory: folder)
        try await World.withOverrides({
            $0.clock = .fixed(Self.now)
            $0.locale = .english
            $0.clinicalRecords.records = opening.records
            $0.clinicalRecords.features = FeatureSwitches(enabled: [.clinicMap, .pharmacies])
        }) {
            let hub = Hub()
            try hub.register(MapsPlugin.self, named: "Maps", policy: .file(try MapsWorld.policyFile()))
            try hub.register(
                ClinicalRecordsPlugin.self, named: "ClinicalRecords", policy: recordsPolicy,
                configurationFiles: policyText.map { [ClinicalRecordsPlugin.policyFileKey: $0] } ?? [:])
            let shellPolicy = try JSON(encoding: RecordsJourneyShell.policyValue).serialized()
            try hub.register(RecordsJourneyShell.self, named: "Shell", policy: .text(shellPolicy, file: "Shell.json"))
            try hub.start()
            let shell = try #require(try hub.plugin(named: "Shell"))
            try await body(hub, shell)
        }
    }

    /// Adds an entry as the shell and waits (with a deadline) for its acknowledgement;
    /// returns the entry's id.
    private func add(_ payload: JSON, id: CorrelationID, hub: Hub, shell: any PluginProtocol) async throws -> Int {
        let outcomes = try hub.publisher(forEvent: .recordsOutcomes, payload: nil, subscriber: shell).subscription()
        try hub.send(command: .recordsAdd, payload: payload, correlationID: id, sender: shell)
        let outcome = try await withThrowingTaskGroup(of: EventOutput?.self) { group in
            group.addTask {
                for await output in outcomes where output.correlationID == id { return output }
                return nil
            }
            group.addTask {
                try await Task.sleep(for: .seconds(120))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        return try #require(outcome?.value?["entry"]?["id"]?.intValue, "no acknowledgement for \(id)")
    }

    private func allNodes(_ node: ViewNode) -> [ViewNode] {
        [node] + node.children.flatMap(allNodes)
    }
}
