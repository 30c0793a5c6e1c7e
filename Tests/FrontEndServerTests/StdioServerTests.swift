import Foundation
import FrontEndServer
import Prelude
import Testing

/// The protocol core on standard input and output, served in this process over pipes: no
/// `host` binary, no vertical, only the library and a test plugin.
@Suite struct StdioServerTests {
    @Test func queriesViewsCommandsAndSubscriptionsAnswerAndNotify() throws {
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend())
        let echo = try server.call(1, "query", ["message": "notes.echo", "payload": ["said": "hello"]])
        #expect(echo["result"] == ["said": "hello"])
        let subscribed = try server.call(2, "subscribe", ["event": "notes.changed"])
        let subscription = try #require(subscribed["result"]?["subscription"])
        let command = try server.call(3, "command", ["message": "notes.add", "payload": ["text": "milk"]])
        let id = try #require(command["result"]?["correlationID"])
        let outcome = try server.lines.next { $0["method"] == "outcome" }
        #expect(outcome["params"]?["correlationID"] == id)
        #expect(outcome["params"]?["value"] == ["count": 1])
        let event = try server.lines.next { $0["method"] == "event" }
        #expect(event["params"]?["subscription"] == subscription)
        #expect(event["params"]?["value"] == ["text": "milk"])
        let view = try server.call(4, "view", ["message": "notes.view"])
        #expect(view["result"]?["text"] == "Notes")
        let plugins = try server.call(5, "plugins")
        #expect(plugins["result"]?.arrayValue?.count == 2)
        let world = try server.call(6, "world")
        #expect(world["result"] == ["locale": "en"])
        server.closeInput()
        #expect(server.finished() == [])
        #expect(app.stopped.value, "the server stops the app at end of input")
    }

    @Test func badLinesGetTheirCodesAndTheServerGoesOn() throws {
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend(), limits: ServeLimits(lineBytes: 4096))
        server.send("{not json")
        #expect(try server.lines.next()["error"]?["code"] == -32700)
        server.send(#"{"jsonrpc":"2.0","id":1,"method":"explode"}"#)
        #expect(try server.lines.next()["error"]?["code"] == -32601)
        server.send(#"{"jsonrpc":"2.0","id":2,"method":"query","params":{"message":"notes.nothing"}}"#)
        let unknown = try server.lines.next()
        #expect(unknown["error"]?["code"] == -32601)
        #expect(unknown["error"]?["data"]?["kind"] == "query")
        server.send(String(repeating: "x", count: 10_000))
        let tooLong = try server.lines.next()
        #expect(tooLong["error"]?["code"] == -32600)
        #expect(tooLong["error"]?["message"]?.stringValue?.contains("4096") == true)
        let after = try server.call(3, "query", ["message": "notes.count"])
        #expect(after["result"] == 0, "the server goes on after a line over the bound")
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func aDeniedMessageIsAnsweredWithTheHubsDenial() throws {
        // Notes' own policy sends nothing, so the hub denies what Notes sends.
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend(sendingAs: "Notes"))
        let denied = try server.call(1, "query", ["message": "notes.echo"])
        #expect(denied["error"]?["code"] == -32000)
        #expect(denied["error"]?["data"]?["code"] == "denied")
        server.closeInput()
        #expect(server.finished() == [])
    }

    @Test func endOfInputWaitsForOutcomesAndReportsThoseThatNeverCame() throws {
        let app = try TestApp()
        let server = try PipeServer(backend: try app.backend(), limits: ServeLimits(drainTimeout: 0.5))
        server.send(
            #"{"jsonrpc":"2.0","id":1,"method":"command","params":{"message":"notes.silent","correlationID":"never"}}"#)
        server.send(
            #"{"jsonrpc":"2.0","id":2,"method":"command","params":{"message":"notes.add","payload":{"text":"a"},"correlationID":"soon"}}"#
        )
        server.closeInput()
        let outcome = try server.lines.next { $0["method"] == "outcome" }
        #expect(outcome["params"]?["correlationID"] == "soon")
        #expect(server.finished() == ["never"])
    }

    @Test func aClientThatStopsReadingLearnsWhatWasDropped() throws {
        let app = try TestApp()
        let log = LogCapture()
        let server = try PipeServer(
            backend: try app.backend(), limits: ServeLimits(queuedNotifications: 4), logger: log.logger)
        _ = try server.call(1, "subscribe", ["event": "notes.changed"])
        // Each add causes an outcome and an event of some 300 bytes; nothing is read until the
        // server says it drops, so the pipe fills, then the queue of 4.
        let text = String(repeating: "n", count: 200)
        for _ in 0..<2_000 {
            server.send(
                #"{"jsonrpc":"2.0","method":"command","params":{"message":"notes.add","payload":{"text":"\#(text)"}}}"#)
        }
        #expect(log.wait(forMessageContaining: "dropping notifications"))
        let dropped = try server.lines.next { $0["method"] == "dropped" }
        #expect((dropped["params"]?["total"]?.intValue ?? 0) > 0)
        let after = try server.call(2, "query", ["message": "notes.count"])
        #expect(after["result"] != nil, "the server answers on once the client reads again")
        server.closeInput()
        // What is still queued is written before the server ends: read it to the end.
        while try server.lines.nextText() != nil {}
        #expect(server.finished() == [])
    }
}

extension JSON {
    /// The integer, when this is one.
    var intValue: Int? {
        if case .int(let value) = self { value } else { nil }
    }
}
