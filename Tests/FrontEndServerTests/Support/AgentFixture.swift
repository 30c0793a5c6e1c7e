import Foundation
import FrontEndServer
import HubInterfaces
import Logging
import Prelude

/// An MCP ``AgentServer`` over pipes in this process, serving ``TestApp`` as the `Agent` plugin
/// under a policy file written for the test, with a contract for each of Notes' messages.
final class AgentFixture: Sendable {
    /// What the test agent is granted: every Notes message but `notes.count`.
    static let policy = """
        {
          "name": "Agent",
          "send": {
            "commands": ["notes.add", "notes.fail", "notes.silent"],
            "queries": ["notes.echo", "notes.big"],
            "viewQueries": ["notes.view"]
          },
          "subscribe": { "events": ["notes.outcomes", "notes.changed"] }
        }
        """

    /// A contract for each of Notes' messages, as a vertical declares them.
    static let contracts: [MessageContract] = [
        contract("notes.echo", .query, "Answers the payload it is given.", ["type": "object"], ["type": "object"]),
        contract(
            "notes.big", .query, "Answers a text of the size asked for.",
            [
                "type": "object", "properties": ["bytes": ["type": "integer"]], "required": ["bytes"],
                "additionalProperties": false,
            ],
            ["type": "object", "properties": ["text": ["type": "string"]]]),
        contract("notes.count", .query, "Answers how many notes there are.", ["type": "null"], ["type": "integer"]),
        contract(
            "notes.add", .command, "Adds a note.",
            ["type": "object", "properties": ["text": ["type": "string"]], "required": ["text"]],
            ["type": "object", "properties": ["count": ["type": "integer"]]]),
        contract(
            "notes.fail", .command, "Fails, as a server answering 500 does.", ["type": "null"], ["type": "object"]),
        contract(
            "notes.silent", .command, "Is accepted and never answered.", ["type": ["object", "null"]],
            ["type": "object"]),
        contract("notes.view", .viewQuery, "Shows the notes.", ["type": "null"], nil),
        contract("notes.outcomes", .event, "The outcome of each command.", ["type": "null"], ["type": "object"]),
        contract("notes.changed", .event, "Each note added.", ["type": "null"], ["type": "object"]),
    ]

    private static func contract(
        _ name: String, _ kind: MessageKind, _ summary: String, _ payload: JSON, _ answer: JSON?
    ) -> MessageContract {
        let example: JSON = payload["type"] == "null" ? .null : (name == "notes.big" ? ["bytes": 3] : ["text": "a"])
        return MessageContract(
            message: Message(name), kind: kind, summary: summary, payloadSchema: payload, answerSchema: answer,
            examples: [name == "notes.echo" ? ["said": "hi"] : example])
    }

    let app: TestApp
    let server: PipeServer
    let policyFile: URL?

    /// Starts the app with the agent and serves it. The agent is granted `policy` (the test's
    /// ``policy`` when not given), or nothing when `granted` is false; Notes has ``contracts``
    /// unless `contracted` is false; `callTimeout` bounds each command's wait.
    init(
        granted: Bool = true, contracted: Bool = true, callTimeout: TimeInterval = 30,
        limits: ServeLimits = ServeLimits(), policy: String = AgentFixture.policy
    ) throws {
        let policyFile: URL? =
            granted
            ? FileManager.default.temporaryDirectory.appendingPathComponent("agent-\(UUID().uuidString).json") : nil
        if let policyFile { try Data(policy.utf8).write(to: policyFile) }
        self.policyFile = policyFile
        let transport = MCPTransport(agentPolicy: policyFile?.path, callTimeout: callTimeout, limits: limits)
        app = try TestApp(adding: try transport.plugins(), notesContracts: contracted ? Self.contracts : nil)
        let backend = try app.backend(sendingAs: "Agent")
        server = try PipeServer { input, output in
            await AgentServer(
                backend: backend, policyFile: policyFile?.path, callTimeout: callTimeout, limits: limits, input: input,
                output: output, logger: Logger(label: "test.mcp")
            ).run()
        }
    }

    /// Initialises the session as an MCP client does.
    func initialize() throws -> JSON {
        let answer = try server.call(
            0, "initialize",
            [
                "protocolVersion": "2025-06-18", "capabilities": [:],
                "clientInfo": ["name": "tests", "version": "1"],
            ])
        server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        return answer
    }

    /// Calls a tool and returns the result.
    func callTool(_ id: Int, _ name: String, _ arguments: JSON? = nil) throws -> JSON {
        var params: JSON.Object = ["name": .string(name)]
        if let arguments { params["arguments"] = arguments }
        return try server.call(id, "tools/call", .object(params))
    }

    /// The text of a tool result's first content.
    static func text(_ answer: JSON) -> String {
        answer["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
    }

    deinit {
        if let policyFile { try? FileManager.default.removeItem(at: policyFile) }
    }
}
