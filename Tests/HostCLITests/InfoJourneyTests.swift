import ClinicalRecords
import Foundation
import HubInterfaces
import Info
import Maps
import PlatformHub
import Prelude
import Testing

/// Info on the real hub with the shipped policies of Info, ClinicalRecords and Maps, and a
/// shell: a refresh whose outcome arrives later (success, 500, timeout), and real record
/// changes counted through `subscribeAtAppLaunch`.
@Suite("Journey: Info refreshes through the hub and counts ClinicalRecords' changes")
struct InfoJourneyTests {
    /// 2027-01-15 08:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// The hub and what Info's server and time are, for one journey.
    struct Cast {
        let hub: Hub
        let shell: InfoJourneyShell
        let server: InMemoryInfoService
        let time: ManualInfoScheduler
    }

    @Test("success, 500 and timeout each arrive on info.updates with the command's id; a late answer is dropped")
    func threeOutcomes() async throws {
        try await journey { cast in
            let outputs = Locked<[EventOutput]>([])
            let stream = try cast.hub.publisher(
                forEvent: InfoJourneyMessages.updates, payload: nil, subscriber: cast.shell)
            let token = stream.subscribe { output in outputs.withLock { $0.append(output) } }
            defer { token.cancel() }
            for id: CorrelationID in ["ok", "err", "slow"] {
                try cast.hub.send(
                    command: InfoJourneyMessages.refresh, payload: nil, correlationID: id, sender: cast.shell)
            }
            let madeByHub = try cast.hub.send(command: InfoJourneyMessages.refresh, payload: nil, sender: cast.shell)
            #expect(outputs.value.isEmpty)
            cast.server.answer(request: 1, with: .failure(InfoServerError(status: 500)))
            cast.server.answer(
                request: 0, with: .success(ServerInfo(version: "2.0.0", supportAddress: "help@example.com")))
            cast.server.answer(
                request: 3, with: .success(ServerInfo(version: "2.0.1", supportAddress: "help@example.com")))
            cast.time.advance(by: 2)
            cast.server.answer(
                request: 2, with: .success(ServerInfo(version: "9.9.9", supportAddress: "late@example.com")))
            let byID = Dictionary(uniqueKeysWithValues: outputs.value.map { ($0.correlationID, $0) })
            #expect(outputs.value.count == 4)
            #expect(byID["ok"]?.value?["version"] == "2.0.0")
            #expect(byID["err"]?.error?.message.contains("status 500") == true)
            #expect(byID["slow"]?.error?.message.contains("did not answer within 2 s") == true)
            #expect(byID[madeByHub]?.value?["version"] == "2.0.1")
            let current = try cast.hub.send(query: InfoJourneyMessages.current, payload: nil, sender: cast.shell)
            #expect(current["info"]?["version"] == "2.0.1")
        }
    }

    @Test("Info counts the records ClinicalRecords changes, on its screen and in info.current")
    func countsRecordChanges() async throws {
        try await journey { cast in
            let changes = try cast.hub.publisher(
                forEvent: InfoJourneyMessages.recordsChanged, payload: nil, subscriber: cast.shell
            )
            .subscription()
            for (number, title) in ["Annual check-up", "Blood test", "X-ray"].enumerated() {
                let payload: JSON = ["section": "appointment", "title": .string(title), "clinicID": "lon-001"]
                try cast.hub.send(
                    command: InfoJourneyMessages.recordsAdd, payload: payload,
                    correlationID: CorrelationID("add-\(number)"),
                    sender: cast.shell)
            }
            let seen = try await Self.waitFor(3, from: changes)
            #expect(Set(seen.compactMap(\.correlationID)) == ["add-0", "add-1", "add-2"])
            let counted = try await Self.waitUntil {
                try cast.hub.send(query: InfoJourneyMessages.current, payload: nil, sender: cast.shell)["recordChanges"]
                    == 3
            }
            #expect(counted)
            let view = try cast.hub.send(viewQuery: InfoJourneyMessages.view, payload: nil, sender: cast.shell)
            #expect(view.children.contains { $0.text == "Record changes since launch: 3" })
        }
    }

    @Test("the hub enforces Info's shipped policy: a message it does not list is denied")
    func enforced() async throws {
        try await journey { cast in
            let policy = try #require(cast.hub.policy(of: "Info"))
            #expect(policy.subscribeAtAppLaunch.events == [InfoJourneyMessages.recordsChanged])
            let error = #expect(throws: PluginError.self) {
                try cast.hub.send(command: "info.reload", payload: nil, sender: cast.shell)
            }
            #expect(error?.code == .denied)
        }
    }

    /// Starts Maps, ClinicalRecords (over a fresh database), Info (with a server answered
    /// by hand and time moved by hand) and the shell on a hub, and runs `body` in that world.
    private func journey(_ body: (Cast) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("info-journey-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try MapsVertical().configureWorld(HostSettings(locale: .english, dataDirectory: ""))
        let opening = RecordsDatabase.open(directory: folder)
        let server = InMemoryInfoService()
        let time = ManualInfoScheduler()
        try await World.withOverrides({
            $0.clock = .fixed(Self.now)
            $0.locale = .english
            $0.clinicalRecords.records = opening.records
            $0.info.service = server
            $0.info.scheduler = time
            $0.info.configuration.timeout = 2
        }) {
            let hub = Hub()
            try hub.register(MapsPlugin.self, named: "Maps", policy: .file(try MapsWorld.policyFile()))
            try hub.register(
                ClinicalRecordsPlugin.self, named: "ClinicalRecords",
                policy: .file(try ClinicalRecordsWorld.policyFile()))
            let info = InfoVertical()
            try hub.register(
                InfoPlugin.self, named: info.name, policy: .file(URL(fileURLWithPath: info.policyFilePath())))
            let shellPolicy = try JSON(encoding: InfoJourneyShell.policyValue).serialized()
            try hub.register(InfoJourneyShell.self, named: "Shell", policy: .text(shellPolicy, file: "Shell.json"))
            try hub.start()
            let shell = try #require(try hub.plugin(named: "Shell") as? InfoJourneyShell)
            try await body(Cast(hub: hub, shell: shell, server: server, time: time))
        }
    }

    /// The first `count` elements of `subscription`, or a failure after a generous two minutes.
    private static func waitFor(
        _ count: Int, from subscription: EventStream<EventOutput>.Subscription
    ) async throws -> [EventOutput] {
        let received = try await withThrowingTaskGroup(of: [EventOutput]?.self) { group in
            group.addTask {
                var received: [EventOutput] = []
                for await output in subscription {
                    received.append(output)
                    if received.count == count { return received }
                }
                return received
            }
            group.addTask {
                try await Task.sleep(for: .seconds(120))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        return try #require(received, "fewer than \(count) records.changed events within two minutes")
    }

    /// Whether `condition` came true within a generous two minutes, checking it again
    /// after every short pause (it depends on another thread's delivery).
    private static func waitUntil(_ condition: () throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(120)
        while clock.now < deadline {
            if try condition() { return true }
            try await Task.sleep(for: .milliseconds(5))
        }
        return try condition()
    }
}
