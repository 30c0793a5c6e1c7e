import Foundation
import FrontEndServer
import MCP
import Prelude
import SystemPackage
import Testing

/// Every message whole, even when answers are larger than the pipe and others are sent
/// meanwhile: the defect of the SDK's `StdioTransport` (swift-sdk issues 252 and 263), first
/// reproduced here so that the same check is known to catch it, then absent from the server's
/// own transport with large answers and concurrent events.
@Suite struct WholeMessageTests {
    /// How many calls, and how large each answer is: together far more than a pipe holds.
    static let calls = 100
    static let answerBytes = 100_000

    /// Writes `calls` requests without reading, then reads `expected` lines: how many are not
    /// whole JSON-RPC messages, and the ids of those that are.
    static func readAfterWriting(
        _ requests: [String], to server: PipeServer, expecting expected: Int
    ) throws -> (corrupt: Int, ids: Set<Int>, methods: [String]) {
        server.send(bytes: Array(requests.joined().utf8))
        var corrupt = 0
        var ids = Set<Int>()
        var methods: [String] = []
        for _ in 0..<expected {
            guard let line = try server.lines.nextText() else { break }
            guard let value = try? JSON(parsing: line), value["jsonrpc"] == "2.0" else {
                corrupt += 1
                continue
            }
            if case .int(let id)? = value["id"] { ids.insert(id) }
            if case .string(let method)? = value["method"] { methods.append(method) }
        }
        return (corrupt, ids, methods)
    }

    @Test("the SDK's StdioTransport splices large answers (swift-sdk issues 252, 263): the check sees it")
    func theUpstreamTransportSplicesLargeMessages() async throws {
        let server = try PipeServer { input, output in
            let mcp = Server(name: "splice", version: "1")
            await mcp.withMethodHandler(CallTool.self) { _ in
                CallTool.Result(
                    content: [
                        .text(text: String(repeating: "x", count: Self.answerBytes), annotations: nil, _meta: nil)
                    ])
            }
            let transport = StdioTransport(
                input: FileDescriptor(rawValue: input), output: FileDescriptor(rawValue: output))
            try? await mcp.start(transport: transport)
            await mcp.waitUntilCompleted()
            return []
        }
        let requests = (1...Self.calls).map { id in
            #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"big"}}"# + "\n"
        }
        let result = try await onThread { try Self.readAfterWriting(requests, to: server, expecting: Self.calls) }
        server.closeInput()
        print(
            "swift-sdk 0.12.1 StdioTransport: \(result.corrupt) of \(Self.calls) lines of \(Self.answerBytes) bytes were broken"
        )
        #expect(
            result.corrupt > 0, "the SDK's transport wrote every line whole; has swift-sdk fixed issues 252 and 263?")
    }

    @Test("the server's own transport writes every line whole: large answers and events at once")
    func theAgentServerWritesEveryMessageWhole() async throws {
        let fixture = try AgentFixture()
        let (subscribed, result) = try await onThread {
            () throws -> (JSON, (corrupt: Int, ids: Set<Int>, methods: [String])) in
            _ = try fixture.initialize()
            let subscribed = try fixture.server.call(1, "resources/subscribe", ["uri": "vh://event/notes.changed"])
            // Large answers and commands whose events announce updates, all at once.
            var requests: [String] = []
            for id in 2...(Self.calls + 1) {
                let call =
                    id % 2 == 0
                    ? #"{"name":"notes_big","arguments":{"bytes":\#(Self.answerBytes)}}"#
                    : #"{"name":"notes_add","arguments":{"text":"note \#(id)"}}"#
                requests.append(#"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":\#(call)}"# + "\n")
            }
            // Each add causes one update besides its answer.
            let result = try Self.readAfterWriting(
                requests, to: fixture.server, expecting: Self.calls + Self.calls / 2)
            fixture.server.closeInput()
            return (subscribed, result)
        }
        #expect(subscribed["result"] != nil)
        #expect(result.corrupt == 0)
        #expect(result.ids == Set(2...(Self.calls + 1)))
        #expect(result.methods.count == Self.calls / 2)
        #expect(result.methods.allSatisfy { $0 == "notifications/resources/updated" })
        #expect(await fixture.server.finishing() == [])
    }
}
