import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

@Suite("Info's local world")
struct InfoWorldTests {
    @Test("configuration, switches and services are overridable per test")
    func perTestOverride() {
        let server = InMemoryInfoService()
        World.withOverrides({
            $0.info.configuration.appVersion = "9.9.9"
            $0.info.features[.whatsNew] = true
            $0.info.service = server
        }) {
            #expect(Current.info.configuration.appVersion == "9.9.9")
            #expect(Current.info.features[.whatsNew])
            #expect(Current.info.service is InMemoryInfoService)
        }
        #expect(!World().info.features[.whatsNew])
        #expect(World().info.service is LiveInfoService)
    }

    @Test("the version string is localised with its argument")
    func strings() throws {
        let strings = try InfoWorld.bundledStrings()
        #expect(strings.text("info.version", locale: "de", arguments: ["version": "2.1"]) == "Version 2.1")
        #expect(strings.text("info.whatsNew", locale: "de") == "Neuigkeiten")
    }

    @Test("manual time runs what falls due in time order, and nothing before")
    func manualTime() {
        let time = ManualInfoScheduler()
        let fired = Locked<[String]>([])
        time.after(2) { fired.withLock { $0.append("two") } }
        time.after(1) {
            fired.withLock { $0.append("one") }
            time.after(0.5) { fired.withLock { $0.append("one and a half") } }
        }
        time.after(2) { fired.withLock { $0.append("two again") } }
        time.after(1.5) { fired.withLock { $0.append("cancelled") } }.cancel()
        time.advance(by: 0.9)
        #expect(fired.value.isEmpty)
        time.advance(by: 1.1)
        #expect(fired.value == ["one", "one and a half", "two", "two again"])
        #expect(time.now == 2)
        #expect(time.pendingCount == 0)
    }
}
