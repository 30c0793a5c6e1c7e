import Foundation
import FrontEndServer
import Prelude
import Testing

/// A plain `tools/call` is answered by the server's transport past the MCP SDK's dispatch; a
/// call with `_meta` still goes through the SDK. Both must answer the same: the same calls, sent
/// down each path to a server of its own (so that each starts from the same state), give the
/// same results and errors, member for member. One difference is known and meant: the SDK's
/// `Value` reads a whole number written with a fraction (`1.0`) as an integer, and the fast
/// path keeps the number as the client wrote it, as `serve --stdio` does; both are the same
/// JSON number, and a plugin decodes either into an integer.
@Suite struct FastToolCallTests {
    /// One call of each kind: queries that answer, fail or are denied, a tool that does not
    /// exist, arguments a tool does not take, and a command's outcome, failure and timeout.
    static let calls: [(name: String, arguments: JSON?)] = [
        (
            "notes_echo",
            [
                "said": "h\u{e9}llo \"quoted\"\n\u{1F600}", "n": 2, "x": 1.5, "big": 12_345_678_901_234, "whole": 1.0,
                "url": "data:text/plain;charset=utf-8;base64,aGk=",
                "flags": [true, false, nil], "nested": ["a": [["b": []]]],
            ]
        ),
        ("notes_echo", [:]),
        ("notes_big", ["bytes": 20]),
        ("notes_big", ["bytes": "many"]),
        ("notes_count", nil),
        ("no_such_tool", ["a": 1]),
        ("notes_fail", ["unexpected": true]),
        ("notes_add", ["text": "milk"]),
        ("notes_fail", nil),
        ("notes_silent", nil),
    ]

    /// Sends every call, one after another, with `_meta` in its params or without, and returns
    /// each answer without its `jsonrpc` and `id`, the fixture's policy file named `POLICY`.
    static func answers(withMeta: Bool) async throws -> [JSON] {
        let fixture = try AgentFixture(callTimeout: 0.5, limits: ServeLimits(drainTimeout: 0.5))
        let answers = try await onThread { () throws -> [JSON] in
            _ = try fixture.initialize()
            var answers: [JSON] = []
            for (offset, call) in calls.enumerated() {
                var params: JSON.Object = ["name": .string(call.name)]
                if let arguments = call.arguments { params["arguments"] = arguments }
                if withMeta { params["_meta"] = ["progressToken": "progress"] }
                let answer = try fixture.server.call(offset + 1, "tools/call", .object(params))
                #expect(answer["id"] == .int(offset + 1))
                answers.append(answer)
            }
            fixture.server.closeInput()
            return answers
        }
        _ = await fixture.server.finishing()
        let policy = fixture.policyFile?.path ?? "?"
        return try answers.map { answer in
            guard case .object(var members) = answer else { return answer }
            members["id"] = nil
            members["jsonrpc"] = nil
            return try JSON(parsing: JSON.object(members).serialized().replacingOccurrences(of: policy, with: "POLICY"))
        }
    }

    /// `json` with every whole number as an integer, and each text that is JSON as that JSON.
    static func comparable(_ json: JSON) -> JSON {
        switch json {
        case .double(let number): return Int(exactly: number).map(JSON.int) ?? json
        case .array(let elements): return .array(JSON.Array(elements.map(comparable)))
        case .object(let members):
            var comparable: JSON.Object = [:]
            for (key, member) in members {
                if case .string(let text) = member, let parsed = try? JSON(parsing: text) {
                    comparable[key] = Self.comparable(parsed)
                } else {
                    comparable[key] = Self.comparable(member)
                }
            }
            return .object(comparable)
        default: return json
        }
    }

    @Test func aPlainCallAndACallThroughTheSDKAnswerTheSame() async throws {
        let throughSDK = try await Self.answers(withMeta: true)
        let plain = try await Self.answers(withMeta: false)
        #expect(plain.count == Self.calls.count)
        for (index, (fast, sdk)) in zip(plain, throughSDK).enumerated() {
            #expect(
                Self.comparable(fast) == Self.comparable(sdk),
                "call \(index) (\(Self.calls[index].name)): \(fast) is not \(sdk)")
        }
        // The one difference: a whole number written with a fraction, kept as written.
        #expect(plain[0]["result"]?["structuredContent"]?["answer"]?["whole"] == .double(1))
        #expect(throughSDK[0]["result"]?["structuredContent"]?["answer"]?["whole"] == .int(1))
        #expect(plain[0]["result"]?["structuredContent"]?["answer"] == Self.calls[0].arguments)
        #expect(plain[3]["result"]?["isError"] == true)
        #expect(plain[5]["error"]?["code"] == -32602)
        #expect(plain[5]["error"]?["data"]?["detail"]?.stringValue?.hasPrefix("There is no tool") == true)
        #expect(plain[7]["result"]?["structuredContent"]?["value"] == ["count": 1])
        #expect(AgentFixture.text(plain[9]).contains("No outcome of notes.silent"))
    }

    @Test func aCallBeforeTheClientSaysItIsInitializedGoesToTheSDKAndAnswersTheSame() async throws {
        let fixture = try AgentFixture()
        let (early, late) = try await onThread { () throws -> (JSON, JSON) in
            // The SDK has answered initialize, but the client has not sent notifications/initialized.
            _ = try fixture.server.call(
                0, "initialize",
                [
                    "protocolVersion": "2025-06-18", "capabilities": [:],
                    "clientInfo": ["name": "tests", "version": "1"],
                ])
            let early = try fixture.callTool(1, "notes_echo", ["said": "hi"])
            fixture.server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
            let late = try fixture.callTool(1, "notes_echo", ["said": "hi"])
            fixture.server.closeInput()
            return (early, late)
        }
        #expect(early["result"]?["structuredContent"] == ["answer": ["said": "hi"]])
        #expect(early == late)
        #expect(await fixture.server.finishing() == [])
    }
}
