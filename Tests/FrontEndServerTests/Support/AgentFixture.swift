import Foundation
import FrontEndServer
import Logging
import Prelude
import VerticalInterfaces

/// An MCP ``AgentServer`` over pipes in this process, serving ``TestApp`` as the `Agent` plugin
/// under a policy file written for the test, with contracts for most of Notes' messages.
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

    /// Contracts for Notes' messages but `notes.count`, whose tool then says it has none.
    static let contracts: [MessageContract] = [
        MessageContract(
            message: Message("notes.echo"), kind: .query, summary: "Answers the payload it is given.",
            payloadSchema: ["type": "object"], answerSchema: ["type": "object"], examples: [["said": "hi"]]),
        MessageContract(
            message: Message("notes.big"), kind: .query, summary: "Answers a text of the size asked for.",
            payloadSchema: [
                "type": "object", "properties": ["bytes": ["type": "integer"]], "required": ["bytes"],
                "additionalProperties": false,
            ],
            answerSchema: ["type": "object", "properties": ["text": ["type": "string"]]], examples: [["bytes": 3]]),
        MessageContract(
            message: Message("notes.add"), kind: .command, summary: "Adds a note.",
            payloadSchema: [
                "type": "object", "properties": ["text": ["type": "string"]], "required": ["text"],
            ],
            answerSchema: ["type": "object", "properties": ["count": ["type": "integer"]]], examples: [["text": "a"]]),
        MessageContract(
            message: Message("notes.fail"), kind: .command, summary: "Fails, as a server answering 500 does.",
            payloadSchema: ["type": "null"], answerSchema: nil, examples: [.null]),
        MessageContract(
            message: Message("notes.view"), kind: .viewQuery, summary: "Shows the notes.",
            payloadSchema: ["type": "null"], answerSchema: nil, examples: [.null]),
    ]

    let app: TestApp
    let server: PipeServer
    let policyFile: URL?

    /// Starts the app with the agent (granted ``policy``, or nothing when `granted` is false) and
    /// serves it; `callTimeout` bounds each command's wait.
    init(granted: Bool = true, callTimeout: TimeInterval = 30, limits: ServeLimits = ServeLimits()) throws {
        let policyFile: URL? =
            granted
            ? FileManager.default.temporaryDirectory.appendingPathComponent("agent-\(UUID().uuidString).json") : nil
        if let policyFile { try Data(Self.policy.utf8).write(to: policyFile) }
        self.policyFile = policyFile
        let transport = MCPTransport(agentPolicy: policyFile?.path, callTimeout: callTimeout, limits: limits)
        app = try TestApp(adding: try transport.plugins())
        let backend = try app.backend(sendingAs: "Agent", contracts: Self.contracts)
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
