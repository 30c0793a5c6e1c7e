import Foundation
import Prelude
import Testing

@Suite("host send")
struct SendCommandTests {
    /// Info's simulated server answering at once, with a deadline no loaded machine misses.
    static let promptServer = ["--set", "info.latency=0", "--set", "info.timeout=600"]

    @Test("a query prints its JSON answer")
    func query() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["send", "query", "info.current"] + folder.option)
        #expect(run.status == 0)
        let answer = try run.json()
        #expect(answer["state"] == "notRefreshed")
        #expect(answer["recordChanges"] == 0)
    }

    @Test("a view prints as indented text, in the locale")
    func viewAsText() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["send", "view", "info.view", "--locale", "de"] + folder.option)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.first?.hasPrefix("screen \"") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        #expect(run.output.contains("  button \"Aktualisieren\" -> info.refresh"))
    }

    @Test("a view prints as JSON with --format json")
    func viewAsJSON() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["send", "view", "info.view", "--format", "json"] + folder.option)
        #expect(run.status == 0)
        let view = try run.json()
        #expect(view["role"] == "screen")
        #expect(view["children"]?.arrayValue?.contains { $0["action"] == "info.refresh" } == true)
    }

    @Test("a command waits for its outcome on the receiver's stream by correlation id")
    func commandOutcome() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["send", "command", "info.refresh"] + Self.promptServer + folder.option)
        #expect(run.status == 0)
        #expect(run.output.contains("sent command info.refresh to Info with correlation id #1"))
        #expect(run.output.contains("info.updates #1: ok {"))
    }

    @Test("a command's id can be chosen, and its outcome comes as data with --format json")
    func commandOutcomeJSON() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "command", "info.refresh", "--id", "mine", "--format", "json"] + Self.promptServer + folder.option)
        #expect(run.status == 0)
        let result = try run.json()
        #expect(result["correlationID"] == "mine")
        #expect(result["receiver"] == "Info")
        #expect(result["outcome"]?["event"] == "info.updates")
        #expect(result["outcome"]?["correlationID"] == "mine")
        #expect(result["outcome"]?["value"]?["version"] != nil)
    }

    @Test("a server failure arrives as the outcome with the command's id, and exits 1")
    func serverFailure() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "command", "info.refresh", "--set", "info.failureRate=1", "--format", "json"] + Self.promptServer
                + folder.option)
        #expect(run.status == 1)
        let outcome = try run.json()["outcome"]
        #expect(outcome?["correlationID"] == "#1")
        #expect(outcome?["error"]?["code"] == "failed")
        #expect(outcome?["error"]?["message"]?.stringValue?.contains("status 500") == true)
    }

    @Test("a server that never answers times out on the stream, and exits 1")
    func serverTimeout() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            [
                "send", "command", "info.refresh", "--set", "info.failureRate=1", "--set", "info.failure=none",
                "--set", "info.timeout=0.1", "--timeout", "600",
            ] + folder.option)
        #expect(run.status == 1)
        #expect(run.output.contains("info.updates #1: failed: the info server did not answer within 0.1 s"))
    }

    @Test(
        "bad input fails with what was wrong and the right exit code",
        arguments: [
            (["send", "query", "info.nothing"], 64, "There is no query 'info.nothing'; use one of"),
            (["send", "view", "info.current"], 64, "There is no viewQuery 'info.current'; use one of"),
            (["send", "query", "info.current", "--payload", "{oops"], 64, "Give --payload as JSON"),
            (["send", "query", "info.current", "--payload", #"{"x": 1}"#], 1, "invalidPayload"),
            (["send", "query", "info.current", "--as", "Nobody"], 64, "Use one of the plugins"),
            (["send", "query", "info.current", "--id", "x"], 64, "--event and --id are for commands"),
            (["send", "command", "info.refresh", "--timeout", "0"], 64, "Give --timeout as a number of seconds"),
            (["send", "ping", "info.current"], 64, "Please provide one of 'command', 'query' or 'view'"),
        ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(arguments + folder.option)
        #expect(run.status == status)
        #expect(run.error.contains(message))
    }

    @Test("a message the sender's policy lacks is denied, naming the lacking side, as data with --format json")
    func denied() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["send", "query", "info.current", "--as", "Maps", "--format", "json"] + folder.option)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let error = try run.errorJSON()["error"]
        #expect(error?["kind"] == "failure")
        #expect(error?["details"]?["code"] == "denied")
        #expect(error?["details"]?["lackingPolicy"] == "sender")
        #expect(error?["message"]?.stringValue?.contains("Maps's policy does not list it under send.queries") == true)
    }
}
