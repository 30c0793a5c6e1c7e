import Foundation
import Prelude
import Testing

/// `host serve --mcp` as the built binary: the agent's policy from a file (or none, said on
/// standard error), the real verticals as tools, and a hostile client that cannot grow it.
@Suite struct ServeMCPTests {
    static let agentPolicy = """
        {
          "name": "Agent",
          "send": { "commands": ["info.refresh"], "queries": ["maps.nearby", "info.current"], "viewQueries": ["info.view"] },
          "subscribe": { "events": ["info.updates"] }
        }
        """

    /// A server with the agent's policy in `folder` (none when `policy` is nil).
    static func start(
        policy: String? = agentPolicy, in folder: TemporaryFolder, _ arguments: [String] = []
    ) throws
        -> ServeClient
    {
        var mode = ["--mcp"]
        if let policy {
            let file = folder.path + "/agent.json"
            try Data(policy.utf8).write(to: URL(fileURLWithPath: file))
            mode += ["--agent-policy", file]
        }
        return try ServeClient(
            mode: mode, arguments: ["--set", "info.latency=0"] + arguments,
            dataDirectory: ServeProtocolTests.dataDirectory())
    }

    static func initialize(_ client: ServeClient) throws {
        let answer = try client.call(
            0, "initialize",
            ["protocolVersion": "2025-06-18", "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])
        #expect(answer["result"]?["serverInfo"]?["name"] == "VerticalHub")
        client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    }

    @Test func theAgentsPolicyDecidesItsToolsAndACallGoesThroughTheHub() throws {
        let folder = try TemporaryFolder()
        let client = try Self.start(in: folder)
        try Self.initialize(client)
        let tools = try client.call(1, "tools/list")
        let names = tools["result"]?["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names == ["info_current", "info_refresh", "maps_nearby"])
        let nearby = try client.call(
            2, "tools/call",
            ["name": "maps_nearby", "arguments": ["latitude": 47.3769, "longitude": 8.5417, "radiusMeters": 3000]])
        #expect((nearby["result"]?["structuredContent"]?["answer"]?.arrayValue?.count ?? 0) > 0, "\(nearby)")
        let refreshed = try client.call(3, "tools/call", ["name": "info_refresh"])
        #expect(refreshed["result"]?["structuredContent"]?["event"] == "info.updates", "\(refreshed)")
        let denied = try client.call(4, "tools/call", ["name": "records_summary"])
        #expect(denied["result"]?["isError"] == true)
        let text = denied["result"]?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("add \"records.summary\" to send.queries in \(folder.path)/agent.json"), "\(text)")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func withoutAPolicyTheServerSaysOnStandardErrorThatTheAgentIsGrantedNothing() throws {
        let folder = try TemporaryFolder()
        let client = try Self.start(policy: nil, in: folder)
        try client.waitForStderr(containing: "the agent is granted nothing")
        try Self.initialize(client)
        #expect(try client.call(1, "tools/list")["result"]?["tools"] == [])
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func aPolicyThatCannotBeUsedStopsTheStartInWords() throws {
        let folder = try TemporaryFolder()
        let missing = try HostBinary.run(
            "serve", "--mcp", "--agent-policy", folder.path + "/none.json", "--data-dir", folder.path + "/data")
        #expect(missing.status == 1)
        #expect(missing.error.contains("\(folder.path)/none.json cannot be read"), "\(missing.error)")
        let file = folder.path + "/lonely.json"
        try Data(#"{"name": "Agent", "send": {"queries": ["maps.teleport"]}}"#.utf8).write(
            to: URL(fileURLWithPath: file))
        let lonely = try HostBinary.run("serve", "--mcp", "--agent-policy", file, "--data-dir", folder.path + "/data")
        #expect(lonely.status == 1)
        #expect(lonely.error.contains(file) && lonely.error.contains("maps.teleport"), "\(lonely.error)")
    }

    /// Malformed lines, unknown tools, oversized arguments and 10,000 pipelined calls, in
    /// rounds: every answer well-formed and owed, no crash, and memory that stays flat.
    @Test(
        .enabled(
            if: !LeastPrivilegeStreamingTests.underThreadSanitizer,
            "a ThreadSanitizer build's resident size is mostly shadow memory"))
    func aHostileClientCannotCrashOrGrowIt() throws {
        let folder = try TemporaryFolder()
        let client = try Self.start(in: folder, ["--max-line-bytes", "65536"])
        try Self.initialize(client)
        let rounds = 5
        var firstMemory = 0
        var nextID = 1
        for round in 0..<rounds {
            var expected = Set<Int>()
            var refusedWithoutID = 0
            var chunk = ""
            for _ in 0..<2_000 {
                let id = nextID
                nextID += 1
                let call: String
                switch id % 50 {
                case 0..<10: call = #"{"name":"no_such_tool"}"#
                case 10..<20: call = #"{"name":"maps_nearby","arguments":{"latitude":"north"}}"#
                case 20:
                    // Over the line bound: answered -32600 with a null id, and skipped.
                    call =
                        #"{"name":"info_current","arguments":{"x":""# + String(repeating: "a", count: 70_000) + #""}}"#
                    refusedWithoutID += 1
                case 21:
                    chunk += #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call""# + "{\n"
                    refusedWithoutID += 1
                    continue
                default: call = #"{"name":"info_current"}"#
                }
                if id % 50 != 20 { expected.insert(id) }
                chunk += #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":\#(call)}"# + "\n"
            }
            let marker = nextID
            nextID += 1
            chunk += #"{"jsonrpc":"2.0","id":\#(marker),"method":"ping"}"# + "\n"
            client.send(bytes: Array(chunk.utf8))
            var answered = Set<Int>()
            var nullAnswers = 0
            while !answered.contains(marker) || !expected.isSubset(of: answered) || nullAnswers < refusedWithoutID {
                let answer = try client.next()
                #expect(answer["jsonrpc"] == "2.0")
                if case .int(let id)? = answer["id"] { answered.insert(id) } else { nullAnswers += 1 }
            }
            #expect(expected.isSubset(of: answered), "round \(round)")
            if round == 1 { firstMemory = client.residentKiB }
        }
        let grown = client.residentKiB - firstMemory
        #expect(grown < 32 * 1024, "resident memory grew by \(grown) KiB over the rounds")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }
}
