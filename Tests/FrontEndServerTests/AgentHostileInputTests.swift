import Foundation
import FrontEndServer
import Prelude
import Testing

/// Input an agent should never send, over MCP as over stdio: every line answered in words with
/// the id it could read, the server going on, and a flood of pipelined calls answered in full.
@Suite struct AgentHostileInputTests {
    @Test func badLinesAreAnsweredInWordsAndTheServerGoesOn() async throws {
        let fixture = try AgentFixture(limits: ServeLimits(lineBytes: 4096))
        let answers = try await onThread { () throws -> [JSON] in
            _ = try fixture.initialize()
            let lines = [
                "{not json",
                #"[{"jsonrpc":"2.0","id":1,"method":"tools/list"}]"#,
                #"{"jsonrpc":"2.0","id":null,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":7,"method":"tools/list","extra":1}"#,
                #"{"jsonrpc":"1.0","id":8,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":9,"method":"tools/list","params":[1]}"#,
                #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"notes_echo","arguments":"#
                    + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}}",
                #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"notes_echo","arguments":{"x":""#
                    + String(repeating: "a", count: 10_000) + #""}}}"#,
                #"{"jsonrpc":"2.0","id":12,"result":{}, "method":"x"}"#,
                "\u{FF}\u{FE}",
            ]
            var answers: [JSON] = []
            for line in lines {
                fixture.server.send(line)
                answers.append(try fixture.server.lines.next())
            }
            let after = try fixture.callTool(13, "notes_echo", ["still": true])
            answers.append(after)
            fixture.server.closeInput()
            return answers
        }
        let codes = answers.dropLast().map { $0["error"]?["code"] }
        #expect(codes == [-32700, -32600, -32600, -32600, -32600, -32600, -32600, -32600, -32600, -32700])
        #expect(answers[3]["id"] == 7, "the id it could read is kept")
        #expect(answers[1]["error"]?["message"]?.stringValue?.contains("no batches") == true)
        #expect(answers[7]["error"]?["message"]?.stringValue?.contains("at most 4096 bytes") == true)
        #expect(answers.last?["result"]?["structuredContent"] == ["answer": ["still": true]])
        #expect(await fixture.server.finishing() == [])
    }

    /// Params the SDK's methods cannot read are answered -32602 naming the member, never with
    /// Foundation's "The data isn't in the correct format".
    @Test func paramsTheSDKCannotReadAreRefusedNamingTheMember() async throws {
        let fixture = try AgentFixture()
        let answers = try await onThread { () throws -> [JSON] in
            _ = try fixture.initialize()
            let requests: [(String, JSON)] = [
                ("tools/call", ["name": 5]), ("tools/call", [:]),
                ("tools/call", ["name": "notes_echo", "arguments": [1]]),
                ("resources/read", [:]), ("logging/setLevel", ["level": "bogus"]),
            ]
            var answers: [JSON] = []
            for (index, (method, params)) in requests.enumerated() {
                answers.append(try fixture.server.call(index + 1, method, params))
            }
            fixture.server.closeInput()
            return answers
        }
        #expect(answers.map { $0["error"]?["code"] } == Array(repeating: -32602, count: 5))
        #expect(
            answers.map { $0["error"]?["data"]?["path"] }
                == ["params.name", "params.name", "params.arguments", "params.uri", "params.level"])
        for answer in answers {
            #expect(answer["error"]?["message"]?.stringValue?.contains("correct format") == false, "\(answer)")
        }
        #expect(await fixture.server.finishing() == [])
    }

    /// A client that sends requests before `initialize` (more than the server's pending calls)
    /// gets an answer to every one, and the session goes on: no call keeps its slot unanswered.
    @Test func requestsBeforeInitializeAreEachAnswered() async throws {
        let fixture = try AgentFixture()
        let early = 70
        let answered = try await onThread { () throws -> (Set<Int>, JSON) in
            fixture.server.send(
                (1...early).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"tools/list"}"# }.joined(separator: "\n"))
            var ids: Set<Int> = []
            for _ in 1...early {
                if let id = try fixture.server.lines.next()["id"]?.intValue { ids.insert(id) }
            }
            _ = try fixture.initialize()
            let after = try fixture.callTool(early + 1, "notes_echo", ["after": true])
            fixture.server.closeInput()
            return (ids, after)
        }
        #expect(answered.0 == Set(1...early))
        #expect(answered.1["result"]?["structuredContent"] == ["answer": ["after": true]])
        #expect(await fixture.server.finishing() == [])
    }

    /// 10,000 calls written at once, without waiting for answers: every one answered, by id,
    /// each line whole JSON-RPC; the server reads on only as it answers.
    @Test func tenThousandPipelinedCallsAreAllAnsweredWhole() async throws {
        let fixture = try AgentFixture()
        let total = 10_000
        let (answered, malformed) = try await onThread { () throws -> (Set<Int>, Int) in
            _ = try fixture.initialize()
            var batch = ""
            for id in 1...total {
                let call: String
                switch id % 4 {
                case 0: call = #"{"name":"notes_echo","arguments":{"n":\#(id)}}"#
                case 1: call = #"{"name":"notes_big","arguments":{"bytes":\#(id % 2_000)}}"#
                case 2: call = #"{"name":"no_such_tool"}"#
                default: call = #"{"name":"notes_big","arguments":{"bytes":"many"}}"#
                }
                batch += #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":\#(call)}"# + "\n"
            }
            let bytes = Array(batch.utf8)
            let writer = Thread { fixture.server.send(bytes: bytes) }
            writer.start()
            var answered = Set<Int>()
            var malformed = 0
            while answered.count < total {
                guard let line = try fixture.server.lines.nextText() else { break }
                guard let value = try? JSON(parsing: line), value["jsonrpc"] == "2.0" else {
                    malformed += 1
                    continue
                }
                if case .int(let id)? = value["id"] { answered.insert(id) }
            }
            fixture.server.closeInput()
            return (answered, malformed)
        }
        #expect(malformed == 0)
        #expect(answered.count == total)
        #expect(await fixture.server.finishing() == [])
    }
}
