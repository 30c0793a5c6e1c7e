import Foundation
import Info
import Prelude
import Testing
import VerticalInterfaces

@Suite("Info's local world")
struct InfoWorldTests {
    @Test("configuration and switches are overridable per test")
    func perTestOverride() {
        World.withOverrides({
            $0.info.configuration.appVersion = "9.9.9"
            $0.info.features[.whatsNew] = true
        }) {
            #expect(Current.info.configuration.appVersion == "9.9.9")
            #expect(Current.info.features[.whatsNew])
        }
        #expect(!World().info.features[.whatsNew])
    }

    @Test("the version string is localised with its argument")
    func strings() throws {
        let strings = try InfoWorld.bundledStrings()
        #expect(strings.text("info.version", locale: "de", arguments: ["version": "2.1"]) == "Version 2.1")
        #expect(strings.text("info.whatsNew", locale: "de") == "[en] What's new")
    }

    @Test("the shipped policy is valid and names Info")
    func policy() throws {
        let policy = try JSON(parsing: try String(contentsOf: InfoWorld.policyFile(), encoding: .utf8))
            .decode(Policy.self)
        #expect(policy.name == "Info")
        #expect(policy.subscribe.events == ["records.updated"])
    }
}
