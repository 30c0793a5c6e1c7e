// The size benchmark's routing probe (Tests/Benchmarks/size-benchmark.sh). Not a target of this
// package: the benchmark copies this folder into its copy of the package, with the copy's list of
// verticals (Host/CLI/App/Verticals.swift) beside it, and adds it there as an executable target.
// It starts a hub as the host does (every vertical's world configured, every plugin registered
// with its shipped policy, the graph validated), adds a client and a server plugin whose handler
// returns at once, and times a query from one to the other through the hub against a direct
// call of the same handler. One JSON line on standard output.
import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// A plugin whose handlers return at once, so a send through the hub measures the hub.
final class ProbePlugin: PluginProtocol {
    let policy: Policy
    let sender: any MessageSending

    init(policy: Policy, sender: any MessageSending) {
        self.policy = policy
        self.sender = sender
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) {
        self.init(policy: Policy(name: "RoutingProbe"), sender: messageSender)
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw PluginError(code: .unknownMessage, message: "the probe publishes no events", messageName: event.name)
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {}

    func onReceive(query: Message, payload: JSON?) throws -> JSON { .null }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { ViewNode(.text) }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}

/// What the probe measured.
struct ProbeResult: Encodable {
    /// Plugins registered: the verticals', the shell's is not (the host adds it), and the probe's two.
    var plugins: Int
    /// Configuring every world, registering every plugin and starting the hub, once.
    var startMilliseconds: Double
    /// A query through the hub, in the fastest slice.
    var hubNanoseconds: Double
    /// A direct existential call of the same handler, in the fastest slice.
    var directNanoseconds: Double
}

@main
enum RoutingProbe {
    /// Sends per slice, and slices of each side.
    static let operations = 20_000
    static let rounds = 25

    static func main() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("routing-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let started = ContinuousClock.now
        let (hub, client, server) = try startHub(data: data)
        let startDuration = started.duration(to: .now)
        let message: Message = "routingprobe.echo"
        var hubBest = Double.infinity
        var directBest = Double.infinity
        for _ in 0..<rounds {
            directBest = min(directBest, try nanoseconds { try direct(server, message) })
            hubBest = min(hubBest, try nanoseconds { try routed(client, message) })
        }
        let result = ProbeResult(
            plugins: hub.pluginNames.count,
            startMilliseconds: Double(startDuration.components.attoseconds) / 1e15
                + Double(startDuration.components.seconds) * 1000,
            hubNanoseconds: hubBest, directNanoseconds: directBest)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        FileHandle.standardOutput.write(try encoder.encode(result) + Data("\n".utf8))
    }

    /// A hub set up as the host sets it up, plus the probe's client and server.
    static func startHub(data: URL) throws -> (Hub, ProbePlugin, any PluginProtocol) {
        let hub = Hub(tracing: false)
        for vertical in verticals {
            let folder = data.appendingPathComponent(vertical.key)
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try vertical.configureWorld(HostSettings(locale: .english, dataDirectory: folder.path))
            let type = vertical.pluginType
            try hub.register(named: vertical.name, policy: .file(URL(fileURLWithPath: try vertical.policyFilePath()))) {
                try type.init(messageSender: $0, configurationFiles: [:])
            }
        }
        let message: Message = "routingprobe.echo"
        let client = Policy(name: "RoutingProbeClient", send: .init(queries: [message]))
        let server = Policy(name: "RoutingProbeServer", receive: .init(queries: [message]))
        for policy in [client, server] {
            let text = try JSON(encoding: policy).serialized()
            try hub.register(named: policy.name, policy: .text(text, file: "\(policy.name).json")) {
                ProbePlugin(policy: policy, sender: $0)
            }
        }
        try hub.start()
        guard let clientPlugin = try hub.plugin(named: client.name) as? ProbePlugin,
            let serverPlugin = try hub.plugin(named: server.name)
        else {
            throw ProbeError()
        }
        return (hub, clientPlugin, serverPlugin)
    }

    /// The time of one slice of `operations` calls of `body`, per call, in nanoseconds.
    static func nanoseconds(_ body: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(operations)
    }

    @inline(never)
    static func direct(_ handler: any PluginProtocol, _ message: Message) throws {
        for _ in 0..<operations { consume(try handler.onReceive(query: message, payload: nil)) }
    }

    @inline(never)
    static func routed(_ client: ProbePlugin, _ message: Message) throws {
        let sender = client.sender
        for _ in 0..<operations { consume(try sender.send(query: message, payload: nil, sender: client)) }
    }

    /// Keeps a value alive so the optimiser cannot drop the call that made it.
    @inline(never)
    static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}

/// The hub did not hold the probe's plugins after it started.
struct ProbeError: Error, CustomStringConvertible {
    var description: String { "the hub started without the probe's plugins; this is a bug in the probe" }
}
