import ClinicalRecords
import Foundation
import HubInterfaces
import Info
import Maps
import PlatformHub
import Prelude
import Testing

/// The real verticals are made on first use: starting the app makes only those that must run
/// from the start (Info subscribes to `records.changed` at launch, so Info and
/// ClinicalRecords, which publishes it, start at launch), and Maps is made by its first
/// message; the tour's traffic makes each vertical as it reaches it, once.
@Suite("Journey: the verticals are made on first use")
struct LazyVerticalsTests {
    @Test(
        "starting the app makes only Info, ClinicalRecords and the shell; the tour's traffic makes Maps when it reaches it"
    )
    func inProcess() async throws {
        try await VerticalsOnHub.run { app in
            let hub = app.hub
            #expect(hub.madePluginNames == ["ClinicalRecords", "Info", "Shell"])
            #expect(app.configured.value == ["ClinicalRecords", "Info"])
            #expect(hub.policy(of: "Info")?.subscribeAtAppLaunch.events == [.recordsChanged])

            // The tour's first steps: Maps' queries, view and a command, then the records and Info.
            #expect(try hub.send(query: .mapsPlace, payload: ["id": "zrh-001"], sender: app.shell)["id"] == "zrh-001")
            #expect(hub.madePluginNames == ["Maps", "ClinicalRecords", "Info", "Shell"])
            #expect(app.configured.value == ["ClinicalRecords", "Info", "Maps"])
            let nearby: JSON = ["latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 3000, "kinds": ["clinic"]]
            #expect(try hub.send(query: .mapsNearby, payload: nearby, sender: app.shell).arrayValue?.isEmpty == false)
            let map: JSON = [
                "isSearchEnabled": false, "selectionPolicy": ["showDetails": ["selectable": true]], "pins": [],
            ]
            _ = try hub.send(viewQuery: .mapsView, payload: map, sender: app.shell)
            _ = try hub.send(command: .mapsSelect, payload: ["placeID": "zrh-001"], sender: app.shell)
            _ = try hub.send(query: .recordsSummary, payload: nil, sender: app.shell)
            _ = try hub.send(query: "info.current", payload: nil, sender: app.shell)
            _ = try hub.send(viewQuery: "info.view", payload: nil, sender: app.shell)
            // Each vertical's world was configured once, and its plugin made once.
            #expect(app.configured.value == ["ClinicalRecords", "Info", "Maps"])
            #expect(hub.madePluginNames == ["Maps", "ClinicalRecords", "Info", "Shell"])
        }
    }

    @Test("the host makes a vertical's data folder only when it configures the vertical's world, on first use")
    func hostBinary() throws {
        let folder = try TemporaryFolder()
        let data = folder.path + "/data"
        let info = try HostBinary.run(["send", "query", "info.current", "--data-dir", data])
        #expect(info.status == 0, "\(info.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data).sorted() == ["info", "records"])
        let maps = try HostBinary.run(
            ["send", "query", "maps.place", "--payload", #"{"id": "zrh-001"}"#, "--data-dir", data])
        #expect(maps.status == 0, "\(maps.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data).sorted() == ["info", "maps", "records"])
    }

    @Test(
        "--report-startup says when the app could route, from the graph its build validated, and when the answer came"
    )
    func reportStartup() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "query", "maps.place", "--payload", #"{"id": "zrh-001"}"#, "--report-startup"] + folder.option)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("zrh-001"))
        let lines = run.error.split(separator: "\n").map(String.init)
        let ready = try #require(lines.first { $0.hasPrefix("host: ready to route ") }, "\(run.error)")
        // Every plugin is registered (the shell and three verticals); none needed its policy read again.
        #expect(ready.hasPrefix("host: ready to route 4 plugins after "))
        #expect(ready.hasSuffix(" ms (the policy graph validated when the host was built)"))
        let answered = try #require(lines.first { $0.hasPrefix("host: first message answered after ") })
        #expect(answered.hasSuffix(" ms after ready to route"))
        // The ready line comes before the answered line, and both only once.
        #expect(try #require(lines.firstIndex(of: ready)) < #require(lines.firstIndex(of: answered)))
        #expect(lines.filter { $0.hasPrefix("host: ") }.count == 2)
    }
}
