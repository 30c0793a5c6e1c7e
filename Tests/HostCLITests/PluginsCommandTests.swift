import Foundation
import Prelude
import Testing

@Suite("host plugins")
struct PluginsCommandTests {
    @Test("lists every plugin with what it sends, receives, publishes and subscribes to")
    func text() throws {
        let run = try HostBinary.run("plugins")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Maps\n"))
        #expect(run.output.contains("\nShell\n  sends commands: maps.select, maps.directions"))
        #expect(run.output.contains("  receives queries: maps.nearby, maps.place, maps.search\n"))
        #expect(run.output.contains("  publishes: records.outcomes, records.changed\n"))
        #expect(run.output.contains("  subscribes at launch to: records.changed\n"))
    }

    @Test("--format json gives each policy as data")
    func json() throws {
        let run = try HostBinary.run("plugins", "--format", "json")
        #expect(run.status == 0)
        let plugins = try run.json().arrayValue ?? []
        #expect(plugins.map { $0["name"] } == ["Maps", "ClinicalRecords", "Info", "Shell"])
        let info = plugins.first { $0["name"] == "Info" }
        #expect(info?["receive"]?["commands"] == ["info.refresh"])
        #expect(info?["subscribeAtAppLaunch"] == ["records.changed"])
    }
}
