import Foundation
import HubInterfaces
import Prelude

/// A vertical made up for the benchmark: its policy and contracts are files on disk, as a real
/// vertical's are in its resource bundle, and its plugin answers one query, `<key>.get`.
struct GeneratedVertical: VerticalEntryPoint {
    let name: String
    let key: String
    let folder: URL

    var switches: [VerticalOption] { [] }
    var settings: [VerticalOption] { [] }
    var pluginType: any PluginProtocol.Type { GeneratedPlugin.self }

    /// The folder's path, worked out once: a real vertical's bundle path is found once a process too.
    let path: String

    init(name: String, key: String, folder: URL) {
        self.name = name
        self.key = key
        self.folder = folder
        path = folder.path
    }

    func policyFilePath() throws -> String { "\(path)/Policy/\(name).json" }
    func contractsFilePath() throws -> String { "\(path)/Contracts/\(name).json" }
    func preflight(_ settings: HostSettings) throws -> [String] { [] }
    func configureWorld(_ settings: HostSettings) throws {}

    func worldSection(of world: World) -> WorldSection {
        WorldSection(name: name, configuration: [:], switches: [:], strings: StringTables([:]))
    }

    /// Writes the vertical's policy and contracts into `folder`.
    func write() throws {
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("Policy"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("Contracts"), withIntermediateDirectories: true)
        let policy: JSON = ["name": .string(name), "receive": ["queries": [.string("\(key).get")]]]
        try policy.serialized(pretty: true).write(toFile: try policyFilePath(), atomically: true, encoding: .utf8)
        let contracts: JSON = [
            [
                "message": .string("\(key).get"), "kind": "query",
                "summary": "Answers the generated plugin's number, for the start-up benchmark.",
                "payloadSchema": [
                    "$schema": "https://json-schema.org/draft/2020-12/schema", "type": "object",
                    "properties": ["id": ["type": "integer", "minimum": 0]], "additionalProperties": false,
                ],
                "answerSchema": ["type": "object", "properties": ["number": ["type": "integer"]]],
                "examples": [["id": 1]],
            ]
        ]
        try contracts.serialized(pretty: true).write(
            toFile: try contractsFilePath(), atomically: true, encoding: .utf8)
    }
}

/// The generated vertical's plugin: it reads its policy from its file, as a real plugin does.
final class GeneratedPlugin: PluginProtocol {
    let policy: Policy
    let number: Int

    init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        // The hub hands a vertical's plugin its policy file's text, under the file's name.
        guard let text = configurationFiles.first(where: { $0.key.hasSuffix(".json") })?.value else {
            throw BenchmarkError("no policy text")
        }
        policy = try JSON(parsing: text).decode(Policy.self)
        number = Int(policy.name.dropFirst()) ?? 0
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw BenchmarkError("no events")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {
        throw BenchmarkError("no commands")
    }

    func onReceive(query: Message, payload: JSON?) throws -> JSON { ["number": .int(number)] }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { throw BenchmarkError("no views") }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}

/// The host's own plugin, which sends every generated query.
final class BenchmarkShell: PluginProtocol {
    let policy: Policy

    init(policy: Policy) {
        self.policy = policy
    }

    convenience init(messageSender: any MessageSending, configurationFiles: [String: String]) throws {
        throw BenchmarkError("made by its factory")
    }

    func publisher(forEvent event: Message, payload: JSON?) throws -> EventStream<EventOutput> {
        throw BenchmarkError("no events")
    }

    func onReceive(command: Message, payload: JSON?, correlationID: CorrelationID) throws {}

    func onReceive(query: Message, payload: JSON?) throws -> JSON { .null }

    func onReceive(viewQuery: Message, payload: JSON?) throws -> ViewNode { throw BenchmarkError("no views") }

    func subscribe(toPublisher publisher: EventStream<EventOutput>, forEvent event: Message) {}
}

/// A benchmark that could not run, in words.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
