import Foundation
import Prelude
import VerticalInterfaces

/// The host itself as a plugin: what a person at the command line (or a front end) sends
/// goes out as the shell, under its own policy `Resources/Policy/Shell.json`, which sends
/// and subscribes to every vertical's messages and receives nothing.
///
/// ```swift
/// let shell = try app.speaker()              // the shell
/// let places = try shell.query("maps.nearby", payload: ["latitude": 51.53, "longitude": -0.12])
/// ```
final class ShellPlugin: PluginProtocol {
    /// The name the shell registers under, which its policy file carries too.
    static let name = "Shell"

    /// The shell's policy file in the host's resource bundle.
    static func policyFile() throws(MissingResourceError) -> URL {
        try Bundle.resources(package: "VerticalHub", target: "HostCLI").resourceFile("Policy/Shell.json")
    }

    let policy: Policy

    /// Makes the shell, reading its policy from its file. The host sends as the shell
    /// through the hub (see ``Speaker``), so the shell keeps no sender of its own.
    ///
    /// - Throws: when the policy file is missing or is not a policy.
    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        let json = try JSON(parsing: try Data(contentsOf: try Self.policyFile()))
        policy = try json.decode(Policy.self)
    }

    /// The shell publishes nothing.
    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw Self.receivesNothing(.event, event)
    }

    /// The shell receives no commands.
    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        throw Self.receivesNothing(.command, command)
    }

    /// The shell receives no queries.
    func onReceive(query: Message, payload: JSON?) throws -> JSON {
        throw Self.receivesNothing(.query, query)
    }

    /// The shell receives no view queries.
    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode {
        throw Self.receivesNothing(.viewQuery, viewQuery)
    }

    /// The shell subscribes at launch to nothing, so the hub never calls this.
    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}

    private static func receivesNothing(_ kind: MessageKind, _ message: Message) -> PluginError {
        PluginError(
            code: .unknownMessage,
            message: "the shell handles no \(kind) \"\(message.name)\": it only sends and subscribes",
            messageName: message.name, kind: kind, receiver: name)
    }
}
