import Foundation
import HubInterfaces
import PlatformHub
import Prelude
import Testing

/// `Hub.register(_:settings:)`: a vertical's preflight runs when it is registered, its policy
/// and contracts come from the files its entry point names, and its world is configured and
/// its plugin made by its first message, in that order, once; a preflight that refuses the
/// settings refuses the registration, a world that cannot be configured refuses every message.
@Suite("Registering a vertical from its entry point")
struct VerticalRegistrationTests {
    /// Lab's policy: one query, from the shell.
    static let policy = Policy(name: "Lab", receive: .init(queries: ["lab.get"]))

    /// Lab's contracts: `lab.get` takes an object with a `sample` name.
    static let contracts = [
        MessageContract(
            message: "lab.get", kind: .query, summary: "Answers with the lab's name.",
            payloadSchema: ["type": "object", "properties": ["sample": ["type": "string"]], "required": ["sample"]],
            answerSchema: ["type": "string"], examples: [["sample": "A1"]])
    ]

    /// Why Lab refuses a setting.
    struct LabError: Error, CustomStringConvertible {
        let description: String
    }

    /// A vertical whose preflight, world and plugin record in a ledger when they run; its
    /// policy and contracts are files in a folder of its own.
    struct LabVertical: VerticalEntryPoint {
        let ledger: Ledger
        let folder: String

        var name: String { "Lab" }
        var key: String { "lab" }
        var switches: [VerticalOption] { [] }
        var settings: [VerticalOption] {
            [VerticalOption(name: "mode", summary: "How the lab works.", defaultValue: "calm")]
        }
        var pluginType: any PluginProtocol.Type { LabPlugin.self }

        /// Writes the policy and contracts files into a fresh folder.
        init(ledger: Ledger) throws {
            self.ledger = ledger
            folder =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("lab-\(UInt64.random(in: 0...UInt64.max))").path
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try JSON(encoding: VerticalRegistrationTests.policy).serialized()
                .write(toFile: folder + "/Lab.json", atomically: true, encoding: .utf8)
            try JSON(encoding: VerticalRegistrationTests.contracts).serialized()
                .write(toFile: folder + "/Lab.contracts.json", atomically: true, encoding: .utf8)
        }

        func policyFilePath() throws -> String { folder + "/Lab.json" }
        func contractsFilePath() throws -> String { folder + "/Lab.contracts.json" }

        func preflight(_ settings: HostSettings) throws -> [String] {
            ledger.record("preflight Lab")
            if settings.values["mode"] == "wild" { throw LabError(description: #"lab.mode: "wild" is not a mode"#) }
            return ["Lab keeps samples for a day"]
        }

        func configureWorld(_ settings: HostSettings) throws {
            ledger.record("configure Lab")
            if settings.values["mode"] == "broken" {
                throw LabError(description: "the lab's freezer cannot be opened")
            }
        }

        func worldSection(of world: World) -> WorldSection {
            WorldSection(name: name, configuration: [:], switches: [:], strings: StringTables([.english: [:]]))
        }
    }

    /// Lab's plugin: it records its making in the ledger its world holds (the test's task's).
    final class LabPlugin: PluginProtocol {
        /// The ledger of the test that runs, as a vertical's local world would hold it.
        @TaskLocal static var ledger: Ledger?

        let policy = VerticalRegistrationTests.policy
        private let ledger: Ledger?

        init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
            ledger = Self.ledger
            ledger?.record("make Lab")
        }

        func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
            throw PluginError(code: .unknownMessage, message: "Lab publishes nothing")
        }

        func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
            throw PluginError(code: .unknownMessage, message: "Lab takes no commands")
        }

        func onReceive(query: Message, payload: JSON?) throws -> JSON {
            ledger?.record("Lab query \(query)")
            return "Lab"
        }

        func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
            throw PluginError(code: .unknownMessage, message: "Lab shows nothing")
        }

        func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
    }

    /// A hub with Lab registered from its entry point in `mode`, and a shell that asks it.
    static func started(_ vertical: LabVertical, mode: String) throws -> (Hub, LazyPlugin, [String]) {
        let hub = Hub()
        let notices = try hub.register(
            vertical, settings: HostSettings(locale: .english, dataDirectory: vertical.folder, values: ["mode": mode]))
        try hub.registerLazy(
            Policy(name: "Shell", send: .init(queries: ["lab.get"])), ledger: vertical.ledger, activation: .atLaunch)
        try hub.start()
        return (hub, try hub.lazy("Shell"), notices)
    }

    @Test("the preflight runs at registration; the world and the plugin at the first message, in that order, once")
    func order() throws {
        let ledger = Ledger()
        let vertical = try LabVertical(ledger: ledger)
        defer { try? FileManager.default.removeItem(atPath: vertical.folder) }
        try LabPlugin.$ledger.withValue(ledger) {
            let (hub, shell, notices) = try Self.started(vertical, mode: "calm")
            defer { hub.stop() }
            #expect(notices == ["Lab keeps samples for a day"])
            #expect(ledger.all == ["preflight Lab", "configure Shell", "make Shell"])
            #expect(hub.madePluginNames == ["Shell"])
            #expect(try hub.send(query: "lab.get", payload: ["sample": "A1"], sender: shell) == "Lab")
            #expect(try shell.sender.send(query: "lab.get", payload: ["sample": "B2"], sender: shell) == "Lab")
            #expect(
                ledger.all == [
                    "preflight Lab", "configure Shell", "make Shell", "configure Lab", "make Lab", "Lab query lab.get",
                    "Lab query lab.get",
                ])
            // The contracts come from the file the entry point names.
            let refused = #expect(throws: PluginError.self) {
                try shell.sender.send(query: "lab.get", payload: ["specimen": "A1"], sender: shell)
            }
            #expect(refused?.code == .invalidPayload)
            #expect(
                refused?.message
                    == #"Lab cannot use the payload of query "lab.get": sample: missing required field "sample" (required)"#,
                "\(refused?.message ?? "")")
            #expect(ledger.count("Lab query lab.get") == 2)
        }
    }

    @Test("a preflight that refuses the settings refuses the registration, and configures nothing")
    func preflightRefuses() throws {
        let ledger = Ledger()
        let vertical = try LabVertical(ledger: ledger)
        defer { try? FileManager.default.removeItem(atPath: vertical.folder) }
        let hub = Hub()
        let error = #expect(throws: LabError.self) {
            try hub.register(
                vertical,
                settings: HostSettings(locale: .english, dataDirectory: vertical.folder, values: ["mode": "wild"]))
        }
        #expect(error?.description == #"lab.mode: "wild" is not a mode"#)
        #expect(hub.pluginNames.isEmpty)
        #expect(ledger.all == ["preflight Lab"])
    }

    @Test("a world that cannot be configured refuses the first message and every later one, and is tried once")
    func worldFails() throws {
        let ledger = Ledger()
        let vertical = try LabVertical(ledger: ledger)
        defer { try? FileManager.default.removeItem(atPath: vertical.folder) }
        try LabPlugin.$ledger.withValue(ledger) {
            let (hub, shell, _) = try Self.started(vertical, mode: "broken")
            defer { hub.stop() }
            for _ in 0..<3 {
                let error = #expect(throws: PluginError.self) {
                    try shell.sender.send(query: "lab.get", payload: ["sample": "A1"], sender: shell)
                }
                #expect(error?.code == .unavailable)
                #expect(error?.message == "Lab could not be made: the lab's freezer cannot be opened")
                #expect(error?.advice == "fix its configuration files")
            }
            #expect(ledger.count("configure Lab") == 1)
            #expect(ledger.count("make Lab") == 0)
        }
    }
}
