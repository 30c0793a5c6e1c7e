import Foundation
import Prelude
import Testing

@Suite("host subscribe and host trace")
struct SubscribeAndTraceTests {
    @Test("subscribe prints each output as it arrives, here caused by --trigger")
    func subscribe() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["subscribe", "info.updates", "--count", "1", "--trigger", "info.refresh"] + SendCommandTests.promptServer
                + folder.option)
        #expect(run.status == 0)
        #expect(run.output.contains("sent command info.refresh with correlation id #1"))
        #expect(run.output.contains("info.updates #1: ok"))
    }

    @Test("with --format json each output is one JSON object on its own line")
    func subscribeJSON() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["subscribe", "info.updates", "--count", "1", "--trigger", "info.refresh", "--format", "json"]
                + SendCommandTests.promptServer + folder.option)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 1)
        let output = try JSON(parsing: String(lines[0]))
        #expect(output["event"] == "info.updates")
        #expect(output["correlationID"] == "#1")
    }

    @Test("fewer outputs than --count before --timeout exits 1, saying how many came")
    func subscribeTimeout() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["subscribe", "info.updates", "--count", "1", "--timeout", "0.2"] + folder.option)
        #expect(run.status == 1)
        #expect(run.error.contains("0 of 1 outputs of info.updates arrived within 0.2 s"))
    }

    @Test(
        "bad subscriptions fail with what was wrong",
        arguments: [
            (["subscribe", "info.nothing"], 64, "There is no event 'info.nothing'; use one of"),
            (["subscribe", "info.updates", "--count", "0"], 64, "Give --count as a number from 1"),
            (["subscribe", "info.updates", "--trigger-payload", "{}"], 64, "--trigger-payload goes with --trigger"),
            (["subscribe", "info.updates", "--as", "Maps", "--count", "1"], 1, "denied"),
        ])
    func badSubscription(arguments: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(arguments + folder.option)
        #expect(run.status == status)
        #expect(run.error.contains(message))
    }

    @Test("trace prints the command's output, then its traffic as a Mermaid sequence diagram")
    func trace() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(
            ["trace", "send", "command", "info.refresh"] + SendCommandTests.promptServer + folder.option)
        #expect(run.status == 0)
        #expect(run.output.contains("info.updates #1: ok"))
        #expect(run.output.contains("\nsequenceDiagram\n"))
        let shellToInfo = MermaidText.arrow(in: run.output, from: "Shell", to: "Info", "->>")
        let infoToShell = MermaidText.arrow(in: run.output, from: "Info", to: "Shell", "-->>")
        #expect(run.output.contains("\(shellToInfo): getPublisher(forEvent:info.updates)"))
        #expect(run.output.contains("\(shellToInfo): command(info.refresh, id: `#35;1`)"))
        #expect(run.output.contains("\(infoToShell): info.updates-> EventOutput(success, correlationId: `#35;1`)"))
    }

    @Test("trace of a refused message still draws it, and exits as the command does")
    func traceDenied() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["trace", "send", "query", "info.current", "--as", "Maps"] + folder.option)
        #expect(run.status == 1)
        let denied = MermaidText.arrow(in: run.output, from: "Maps", to: "Info", "-x")
        #expect(run.output.contains("\(denied): query(info.current) denied"))
        #expect(run.error.contains("denied"))
    }

    @Test("trace --format json gives the output, the entries and the diagram as one document")
    func traceJSON() throws {
        let folder = try TemporaryFolder()
        let run = try HostBinary.run(["trace", "--format", "json", "send", "query", "info.current"] + folder.option)
        #expect(run.status == 0)
        let document = try run.json()
        #expect(document["output"]?["state"] == "notRefreshed")
        let entries = document["trace"]?.arrayValue ?? []
        #expect(entries.contains { $0["message"] == "info.current" && $0["from"] == "Shell" && $0["to"] == "Info" })
        #expect(document["mermaid"]?.stringValue?.hasPrefix("sequenceDiagram") == true)
    }

    @Test(
        "trace needs a command other than itself",
        arguments: [
            (["trace"], "Name the command to trace"), (["trace", "trace", "world"], "other than trace itself"),
        ])
    func badTrace(arguments: [String], message: String) throws {
        let run = try HostBinary.run(arguments)
        #expect(run.status == 64)
        #expect(run.error.contains(message))
    }
}
