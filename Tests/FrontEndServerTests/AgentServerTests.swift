import Foundation
import FrontEndServer
import Prelude
import Testing

/// `host serve --mcp`'s server in this process over pipes, as an MCP client drives it: the
/// agent sees exactly what its policy grants, described by the contracts, uses it through the
/// hub, and is refused the rest in words.
@Suite struct AgentServerTests {
    @Test func toolsAreTheGrantedQueriesAndCommandsDescribedByTheirContracts() async throws {
        let fixture = try AgentFixture()
        let (initialized, tools) = try await onThread { () throws -> (JSON, [JSON]) in
            let initialized = try fixture.initialize()
            let listed = try fixture.server.call(1, "tools/list")
            fixture.server.closeInput()
            return (initialized, listed["result"]?["tools"]?.arrayValue.map(Array.init) ?? [])
        }
        #expect(initialized["result"]?["capabilities"]?["tools"] != nil)
        #expect(initialized["result"]?["capabilities"]?["resources"]?["subscribe"] == true)
        let names = tools.compactMap { $0["name"]?.stringValue }
        #expect(names == ["notes_add", "notes_big", "notes_echo", "notes_fail", "notes_silent"])
        for name in names {
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
        }
        let big = try #require(tools.first { $0["name"] == "notes_big" })
        #expect(big["title"] == "notes.big")
        #expect(big["description"] == "Answers a text of the size asked for.")
        #expect(big["inputSchema"]?["required"] == ["bytes"])
        #expect(big["outputSchema"]?["properties"]?["answer"]?["properties"]?["text"] == ["type": "string"])
        #expect(big["annotations"]?["readOnlyHint"] == true)
        let fail = try #require(tools.first { $0["name"] == "notes_fail" })
        #expect(fail["inputSchema"] == ["type": "object", "properties": [:], "additionalProperties": false])
        let silent = try #require(tools.first { $0["name"] == "notes_silent" })
        #expect(silent["description"]?.stringValue?.hasPrefix("Is accepted and never answered.") == true)
        #expect(silent["inputSchema"]?["type"] == "object", "an object or none is an object for MCP")
        #expect(await fixture.server.finishing() == [])
    }

    @Test func aMessageWithoutAContractIsAToolWhoseArgumentsAreItsPayload() async throws {
        let fixture = try AgentFixture(contracted: false)
        let (tools, echoed) = try await onThread { () throws -> ([JSON], JSON) in
            _ = try fixture.initialize()
            let listed = try fixture.server.call(1, "tools/list")
            let echoed = try fixture.callTool(2, "notes_echo", ["said": "hi"])
            fixture.server.closeInput()
            return (listed["result"]?["tools"]?.arrayValue.map(Array.init) ?? [], echoed)
        }
        let echo = try #require(tools.first { $0["name"] == "notes_echo" })
        #expect(echo["description"]?.stringValue?.contains("no contract describes its payload") == true)
        #expect(echo["inputSchema"] == ["type": "object"])
        #expect(echo["outputSchema"] == nil)
        #expect(echoed["result"]?["structuredContent"] == ["answer": ["said": "hi"]])
        #expect(await fixture.server.finishing() == [])
    }

    @Test func aQueryAnswersAsStructuredContentAndText() async throws {
        let fixture = try AgentFixture()
        let answer = try await onThread { () throws -> JSON in
            _ = try fixture.initialize()
            let answer = try fixture.callTool(1, "notes_echo", ["said": "hello", "n": 2])
            fixture.server.closeInput()
            return answer
        }
        #expect(answer["result"]?["isError"] == false)
        #expect(answer["result"]?["structuredContent"] == ["answer": ["said": "hello", "n": 2]])
        let text = AgentFixture.text(answer)
        #expect(try JSON(parsing: text) == ["said": "hello", "n": 2])
        #expect(await fixture.server.finishing() == [])
    }

    @Test func aCommandReturnsItsOutcomeAFailureOrThatNoneCame() async throws {
        let fixture = try AgentFixture(callTimeout: 0.5, limits: ServeLimits(drainTimeout: 0.5))
        let (added, failed, silent) = try await onThread { () throws -> (JSON, JSON, JSON) in
            _ = try fixture.initialize()
            let added = try fixture.callTool(1, "notes_add", ["text": "milk"])
            let failed = try fixture.callTool(2, "notes_fail")
            let silent = try fixture.callTool(3, "notes_silent")
            fixture.server.closeInput()
            return (added, failed, silent)
        }
        #expect(added["result"]?["isError"] == false)
        #expect(added["result"]?["structuredContent"]?["value"] == ["count": 1])
        #expect(added["result"]?["structuredContent"]?["event"] == "notes.outcomes")
        #expect(failed["result"]?["isError"] == true)
        #expect(AgentFixture.text(failed).contains("the notes server answered 500"))
        #expect(silent["result"]?["isError"] == true)
        #expect(AgentFixture.text(silent).contains("No outcome of notes.silent"))
        #expect(AgentFixture.text(silent).contains("within 0.5 s"))
        let unanswered = await fixture.server.finishing() ?? []
        #expect(unanswered.count == 1 && unanswered.first?.hasPrefix("agent-") == true)
    }

    @Test func anUngrantedToolIsDeniedNamingThePolicyLineAndAnUnknownOneIsAnError() async throws {
        let fixture = try AgentFixture()
        let (denied, unknown, badArguments) = try await onThread { () throws -> (JSON, JSON, JSON) in
            _ = try fixture.initialize()
            let denied = try fixture.callTool(1, "notes_count")
            let unknown = try fixture.callTool(2, "notes_\u{1b}[2Jexplode")
            let badArguments = try fixture.callTool(3, "notes_fail", ["unexpected": true])
            fixture.server.closeInput()
            return (denied, unknown, badArguments)
        }
        #expect(denied["result"]?["isError"] == true)
        let text = AgentFixture.text(denied)
        #expect(text.contains("Agent may not send query \"notes.count\""))
        #expect(text.contains("add \"notes.count\" to send.queries in \(fixture.policyFile?.path ?? "?")"), "\(text)")
        // The advice is given once, naming the file, not the hub's general "add it there" too.
        #expect(!text.contains("add it there"), "\(text)")
        #expect(unknown["error"]?["code"] == -32602)
        #expect(unknown["error"]?["message"]?.stringValue?.contains("\u{1b}") == false)
        #expect(badArguments["result"]?["isError"] == true)
        #expect(AgentFixture.text(badArguments).contains("takes no payload"))
        #expect(await fixture.server.finishing() == [])
    }

    @Test func aCommandWhoseOutcomeCannotBeAwaitedIsNotAwaitedAtShutdown() async throws {
        // The agent may send notes.add but subscribes to no event: no outcome can reach it.
        let policy = #"{"name": "Agent", "send": {"commands": ["notes.add"]}}"#
        let fixture = try AgentFixture(limits: ServeLimits(drainTimeout: 60), policy: policy)
        let sent = try await onThread { () throws -> JSON in
            _ = try fixture.initialize()
            let sent = try fixture.callTool(1, "notes_add", ["text": "milk"])
            fixture.server.closeInput()
            return sent
        }
        #expect(AgentFixture.text(sent).contains("Its outcome cannot be awaited"), "\(sent)")
        // Were it awaited, the drain would wait out its minute and report the id.
        #expect(await fixture.server.finishing() == [])
    }

    @Test func withoutAPolicyTheAgentSeesNothingAndIsToldWhy() async throws {
        let fixture = try AgentFixture(granted: false)
        let (tools, denied) = try await onThread { () throws -> (JSON, JSON) in
            _ = try fixture.initialize()
            let tools = try fixture.server.call(1, "tools/list")
            let denied = try fixture.callTool(2, "notes_echo", ["said": "hi"])
            fixture.server.closeInput()
            return (tools, denied)
        }
        #expect(tools["result"]?["tools"] == [])
        #expect(AgentFixture.text(denied).contains("none was given, so the agent is granted nothing"))
        #expect(await fixture.server.finishing() == [])
    }

    @Test func viewsAndEventsAreResourcesAndAnEventAnnouncesItsOutputs() async throws {
        let fixture = try AgentFixture()
        let (listed, subscribed, update, view, event) = try await onThread {
            () throws -> (JSON, JSON, JSON, JSON, JSON) in
            _ = try fixture.initialize()
            let listed = try fixture.server.call(1, "resources/list")
            let subscribed = try fixture.server.call(2, "resources/subscribe", ["uri": "vh://event/notes.changed"])
            _ = try fixture.callTool(3, "notes_add", ["text": "bread"])
            let update = try fixture.server.lines.next { $0["method"] == "notifications/resources/updated" }
            let view = try fixture.server.call(4, "resources/read", ["uri": "vh://view/notes.view"])
            let event = try fixture.server.call(5, "resources/read", ["uri": "vh://event/notes.changed"])
            fixture.server.closeInput()
            return (listed, subscribed, update, view, event)
        }
        #expect(subscribed["result"] == [:])
        let uris = listed["result"]?["resources"]?.arrayValue?.compactMap { $0["uri"]?.stringValue } ?? []
        #expect(Set(uris) == ["vh://view/notes.view", "vh://event/notes.outcomes", "vh://event/notes.changed"])
        #expect(update["params"]?["uri"] == "vh://event/notes.changed")
        let contents = view["result"]?["contents"]?.arrayValue.map(Array.init) ?? []
        #expect(contents.first?["mimeType"] == "text/plain")
        #expect(contents.first?["text"]?.stringValue?.hasPrefix("screen \"Notes\"\n  text \"bread\"") == true)
        let json = try JSON(parsing: contents.last?["text"]?.stringValue ?? "")
        #expect(json["role"] == "screen")
        let outputs = try JSON(parsing: event["result"]?["contents"]?.arrayValue?.last?["text"]?.stringValue ?? "")
        #expect(outputs["outputs"]?.arrayValue?.first?["value"] == ["text": "bread"])
        #expect(await fixture.server.finishing() == [])
    }

    @Test func aDeniedOrUnknownResourceIsRefusedInWords() async throws {
        let fixture = try AgentFixture()
        let (unknown, notEvent, denied, badEncoding) = try await onThread { () throws -> (JSON, JSON, JSON, JSON) in
            _ = try fixture.initialize()
            let unknown = try fixture.server.call(1, "resources/read", ["uri": "vh://view/notes.nothing"])
            let notEvent = try fixture.server.call(2, "resources/subscribe", ["uri": "vh://view/notes.view"])
            let denied = try fixture.server.call(3, "resources/read", ["uri": "file:///etc/passwd"])
            let badEncoding = try fixture.server.call(4, "resources/read", ["uri": "vh://view/notes%2view"])
            fixture.server.closeInput()
            return (unknown, notEvent, denied, badEncoding)
        }
        // A malformed vh:// URI is a bad parameter, named as such, not a resource that is missing.
        #expect(badEncoding["error"]?["code"] == -32602)
        #expect(
            badEncoding["error"]?["message"]?.stringValue?.contains(
                "the name 'notes%2view' is not valid percent-encoding") == true, "\(badEncoding)")
        #expect(unknown["error"]?["code"] == -32002)
        #expect(notEvent["error"]?["code"] == -32602)
        #expect(notEvent["error"]?["message"]?.stringValue?.contains("Only events announce updates") == true)
        #expect(denied["error"]?["code"] == -32002)
        #expect(await fixture.server.finishing() == [])
    }
}
