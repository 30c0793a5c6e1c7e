import Foundation
import FrontEndServer
import Logging
import Prelude
import Testing
import WebSocketTestClient

/// The web server in this process, over a real socket: the login, the protocol over a
/// WebSocket, the refusals, and stopping. No `host` binary, no vertical.
@Suite struct WebServerTests {
    /// A server on a free port serving `app`, the task running it, and the browser's login.
    static func start(_ app: TestApp) async throws -> (Task<Void, any Error>, TestWebLogin) {
        let (printed, announce) = AsyncStream.makeStream(of: String.self)
        let server = WebServer(
            backend: try app.backend(), limits: ServeLimits(drainTimeout: 1), options: .init(port: 0),
            logger: Logger(label: "test.web"))
        let task = Task {
            defer { announce.finish() }
            try await server.run { url in announce.yield("Open \(url) in your browser.") }
        }
        guard let line = await printed.first(where: { _ in true }) else {
            try await task.value
            throw LineReadingError("the server ended before it listened")
        }
        return (task, try await onThread { try TestWebLogin.login(printedLine: line) })
    }

    @Test func theProtocolRunsOverTheWebSocketAndCancellingStopsTheApp() async throws {
        let app = try TestApp()
        let (task, login) = try await Self.start(app)
        let outcome = try await onThread { () throws -> JSON? in
            let page = try login.openWebSocket()
            defer { try? page.sendClose() }
            try page.send(
                text: #"{"jsonrpc":"2.0","id":1,"method":"query","params":{"message":"notes.echo","payload":[1,2]}}"#)
            guard case .text(let answer)? = try page.next(), try JSON(parsing: answer)["result"] == [1, 2] else {
                throw LineReadingError("no answer, or not the payload echoed")
            }
            try page.send(
                text:
                    #"{"jsonrpc":"2.0","id":2,"method":"command","params":{"message":"notes.add","payload":{"text":"a"}}}"#
            )
            while case .text(let text)? = try page.next() {
                let value = try JSON(parsing: text)
                if value["method"] == "outcome" { return value }
            }
            return nil
        }
        #expect(outcome?["params"]?["value"] == ["count": 1])
        task.cancel()
        try await task.value
        #expect(app.stopped.value, "the server stops the app when it stops")
    }

    @Test func aForeignPageIsRefusedTheWebSocket() async throws {
        let app = try TestApp()
        let (task, login) = try await Self.start(app)
        let (status, bareStatus) = try await onThread { () throws -> (Int, Int) in
            let (response, webSocket) = try TestWebSocket.connect(
                port: login.port,
                headers: [("Host", login.host), ("Origin", "http://evil.example"), ("Cookie", login.cookie)])
            guard webSocket == nil else { throw LineReadingError("a foreign Origin got a WebSocket") }
            let bare = try TestHTTP.get(port: login.port, path: "/", headers: [("Host", login.host)])
            return (response.status, bare.status)
        }
        #expect(status == 400, "a foreign Origin gets no WebSocket")
        #expect(bareStatus == 403, "no cookie, no page")
        task.cancel()
        try await task.value
    }
}
