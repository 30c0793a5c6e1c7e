import ClinicalRecords
import Foundation
import HubInterfaces
import Info
import Maps
import PlatformHub
import Prelude
import Testing

/// The app's three verticals on a real hub, registered from their entry points as the host
/// registers them (`Hub.register(_:settings:)`: the preflight now, the world and the plugin
/// when the first message for the vertical arrives), with a shell that may send every
/// message they receive and subscribe to every event they publish.
///
/// A vertical's `configureWorld` sets the process's shared world, which other suites
/// configure and read while these tests run; so each vertical is registered through a
/// ``RecordedVertical`` that records when the hub configures its world, and the worlds the
/// plugins read are laid over the process's for the test's task only, as `configureWorld`
/// would set them up: Maps over its bundled places, ClinicalRecords over a fresh database,
/// Info with a server answered by hand.
struct VerticalsOnHub: Sendable {
    /// The verticals, in the order the host registers them.
    static let verticals: [any VerticalEntryPoint] = [MapsVertical(), ClinicalRecordsVertical(), InfoVertical()]

    /// The started hub.
    let hub: Hub
    /// The shell, which sends everything.
    let shell: EveryMessageShell
    /// The names of the verticals whose world the hub configured (so whose plugin it made), in order.
    let configured: Locked<[String]>
    /// Info's server.
    let server: InMemoryInfoService

    /// Starts the hub with the verticals and the shell in a fresh data folder, runs `body`,
    /// and stops the hub.
    static func run<Result>(_ body: (VerticalsOnHub) async throws -> Result) async throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("verticals-on-hub-\(UInt64.random(in: 0...UInt64.max))").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let opening = RecordsDatabase.open(directory: folder + "/records")
        let server = InMemoryInfoService()
        let maps = MapsWorld(strings: try MapsWorld.bundledStrings(), places: try LivePlacesService.bundled())
        let records = ClinicalRecordsWorld(
            strings: try ClinicalRecordsWorld.bundledStrings(), records: opening.records)
        let info = InfoWorld(strings: try InfoWorld.bundledStrings(), service: server, scheduler: ManualInfoScheduler())
        return try await World.withOverrides({
            $0.locale = .english
            $0.maps = maps
            $0.clinicalRecords = records
            $0.info = info
        }) {
            let hub = Hub()
            defer { hub.stop() }
            let configured = Locked<[String]>([])
            for vertical in verticals {
                let settings = HostSettings(locale: .english, dataDirectory: folder + "/" + vertical.key)
                try hub.register(RecordedVertical(vertical, configured: configured), settings: settings)
            }
            let policy = EveryMessageShell.policy(sendingTo: try verticals.map(ShippedVertical.init))
            let text = try JSON(encoding: policy).serialized()
            try hub.register(named: policy.name, policy: .text(text, file: "Shell.json")) { sender in
                EveryMessageShell(policy: policy, sender: sender)
            }
            try hub.start()
            let shell = try #require(try hub.plugin(named: policy.name) as? EveryMessageShell)
            return try await body(VerticalsOnHub(hub: hub, shell: shell, configured: configured, server: server))
        }
    }
}

/// A vertical's shipped policy and contracts, read from the files its entry point names.
struct ShippedVertical: Sendable {
    /// The entry point.
    let entry: any VerticalEntryPoint
    /// The policy, from `policyFilePath()`.
    let policy: Policy
    /// The contracts, from `contractsFilePath()`.
    let contracts: [MessageContract]

    init(_ entry: any VerticalEntryPoint) throws {
        self.entry = entry
        policy = try JSON(parsing: String(contentsOfFile: try entry.policyFilePath(), encoding: .utf8))
            .decode(Policy.self)
        contracts = try MessageContract.contracts(
            in: JSON(parsing: String(contentsOfFile: try entry.contractsFilePath(), encoding: .utf8)))
    }
}

/// A vertical registered as the host registers it, but whose world the tests lay over the
/// process's themselves (see ``VerticalsOnHub``): its name, switches, settings, policy,
/// contracts, preflight and plugin are the vertical's; `configureWorld` records that the hub
/// asked for it.
struct RecordedVertical: VerticalEntryPoint {
    let vertical: any VerticalEntryPoint
    /// Where `configureWorld` records the vertical's name.
    let configured: Locked<[String]>

    init(_ vertical: any VerticalEntryPoint, configured: Locked<[String]>) {
        self.vertical = vertical
        self.configured = configured
    }

    var name: String { vertical.name }
    var key: String { vertical.key }
    var switches: [VerticalOption] { vertical.switches }
    var settings: [VerticalOption] { vertical.settings }
    var pluginType: any PluginProtocol.Type { vertical.pluginType }

    func policyFilePath() throws -> String { try vertical.policyFilePath() }
    func contractsFilePath() throws -> String { try vertical.contractsFilePath() }
    func preflight(_ settings: HostSettings) throws -> [String] { try vertical.preflight(settings) }
    func worldSection(of world: World) -> WorldSection { vertical.worldSection(of: world) }

    func configureWorld(_ settings: HostSettings) throws {
        configured.withLock { $0.append(vertical.name) }
    }
}

/// A shell whose policy sends every command, query and view query some verticals receive and
/// subscribes to every event they publish; it receives nothing.
final class EveryMessageShell: SendOnlyShell {
    let policy: Policy
    /// The handle the hub gave the shell.
    let sender: any MessageSending

    init(policy: Policy, sender: any MessageSending) {
        self.policy = policy
        self.sender = sender
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        self.init(
            policy: try JSON(parsing: configurationFiles["policy.json"] ?? "{}").decode(Policy.self),
            sender: messageSender)
    }

    /// The policy of a shell called `Shell` that sends everything `verticals` receive and
    /// subscribes to everything they publish.
    static func policy(sendingTo verticals: [ShippedVertical]) -> Policy {
        let policies = verticals.map(\.policy)
        return Policy(
            name: "Shell",
            send: .init(
                commands: policies.flatMap(\.receive.commands), queries: policies.flatMap(\.receive.queries),
                viewQueries: policies.flatMap(\.receive.viewQueries)),
            subscribe: .init(events: policies.flatMap(\.publish.events)))
    }
}
