import Foundation
import HubInterfaces
import Info
import Prelude
import Testing

// Serialized: two of these tests configure (or read) the shared base world.
@Suite("InfoVertical, the entry point the host uses", .serialized)
struct EntryPointTests {
    let vertical = InfoVertical()

    @Test("name, key, switches and settings with defaults and full-sentence summaries")
    func description() {
        #expect(vertical.name == "Info")
        #expect(vertical.key == "info")
        #expect(vertical.switches.map(\.name) == ["whatsNew"])
        #expect(vertical.settings.map(\.name) == ["latency", "failureRate", "failure", "timeout"])
        #expect(vertical.settings.map(\.defaultValue) == ["0.2", "0", "500", "2"])
        for option in vertical.switches + vertical.settings {
            #expect(option.summary.first?.isUppercase == true && option.summary.hasSuffix("."), "\(option.summary)")
        }
        #expect(ObjectIdentifier(vertical.pluginType) == ObjectIdentifier(InfoPlugin.self))
    }

    @Test("the shipped policy lists exactly Info's traffic, and the plugin enforces the same")
    func policy() throws {
        let text = try String(contentsOfFile: vertical.policyFilePath(), encoding: .utf8)
        let policy = try JSON(parsing: text).decode(Policy.self)
        #expect(
            policy
                == Policy(
                    name: "Info",
                    receive: .init(commands: ["info.refresh"], queries: ["info.current"], viewQueries: ["info.view"]),
                    publish: .init(events: ["info.updates"]),
                    subscribeAtAppLaunch: .init(events: ["records.changed"])))
        #expect(try InfoPlugin(messageSender: FakeSender(), configurationFiles: [:]).policy == policy)
    }

    @Test(
        "an unusable switch or setting is an error naming it; nothing is applied",
        arguments: [
            (["latency": "soon"], [], "info.latency: \"soon\" is not usable"),
            (["latency": "-1"], [], "info.latency"), (["latency": "inf"], [], "info.latency"),
            (["failureRate": "1.5"], [], "info.failureRate"), (["failure": "200"], [], "info.failure"),
            (["failure": "never"], [], "or none for a server that never answers"),
            (["timeout": "0"], [], "info.timeout: \"0\" is not usable"), (["timeout": "601"], [], "info.timeout"),
            (["retries": "3"], [], "info.retries: Info has no such setting; use one of info.latency"),
            ([:], ["news"], "info.news: Info has no such switch; use one of info.whatsNew"),
        ] as [([String: String], Set<String>, String)])
    func badValues(values: [String: String], switches: Set<String>, message: String) {
        let before = World.current.info.configuration
        let settings = HostSettings(locale: "en", dataDirectory: "/tmp", enabledSwitches: switches, values: values)
        let error = #expect(throws: InfoSettingError.self) { try vertical.configureWorld(settings) }
        #expect(error?.description.contains(message) == true, "\(String(describing: error))")
        #expect(World.current.info.configuration == before)
    }

    @Test("good values reach Current.info and the world section shows them")
    func configures() throws {
        let settings = HostSettings(
            locale: "en", dataDirectory: "/tmp", enabledSwitches: ["whatsNew"],
            values: ["latency": "0.5", "failureRate": " 1 ", "failure": "none", "timeout": "3"])
        try vertical.configureWorld(settings)
        let world = World.current
        #expect(world.info.configuration.server == InfoServerSettings(latency: 0.5, failureRate: 1, failure: .noAnswer))
        #expect(world.info.configuration.timeout == 3)
        #expect(world.info.features[.whatsNew])
        let section = vertical.worldSection(of: world)
        #expect(section.name == "Info")
        #expect(section.switches == ["whatsNew": true])
        #expect(section.configuration["failure"] == "none")
        #expect(section.configuration["timeout"] == 3.0)
        #expect(section.strings.text("info.title", locale: "de") == "Über diese App")
    }
}
