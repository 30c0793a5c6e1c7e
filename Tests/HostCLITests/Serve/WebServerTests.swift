import Foundation
import Prelude
import Testing
import WebSocketTestClient

/// `host serve --http` as a browser, another web site and a hostile client meet it: who may
/// connect, what every response carries, which files are served, and the bounds.
@Suite struct WebServerTests {
    /// A server on a free port with its own data folder, and its login.
    static func start(_ arguments: [String] = []) throws -> (ServeClient, TestWebLogin) {
        let client = try ServeClient(
            transport: .webSocket, arguments: arguments, dataDirectory: ServeProtocolTests.dataDirectory())
        return (client, try #require(client.login))
    }

    static let securityHeaders = [
        "content-security-policy":
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
        "x-content-type-options": "nosniff",
        "referrer-policy": "no-referrer",
        "cache-control": "no-store",
    ]

    static func expectSecurityHeaders(_ response: TestHTTPResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        for (name, value) in securityHeaders {
            #expect(response.header(name) == value, "\(name) on a \(response.status)", sourceLocation: sourceLocation)
        }
    }

    @Test func theTokenIsTradedForACookieAndEveryRouteNeedsIt() throws {
        let (client, login) = try Self.start()
        let host = [("Host", login.host)]
        let bare = try TestHTTP.get(port: login.port, path: "/", headers: host)
        #expect(bare.status == 403)
        #expect(bare.text.contains("Open that URL"))
        Self.expectSecurityHeaders(bare)
        let wrong = try TestHTTP.get(port: login.port, path: "/?token=\(String(login.token.reversed()))", headers: host)
        #expect(wrong.status == 403)
        let traded = try TestHTTP.get(port: login.port, path: "/?token=\(login.token)", headers: host)
        #expect(traded.status == 303)
        #expect(traded.header("location") == "/")
        let cookie = try #require(traded.header("set-cookie"))
        #expect(cookie.hasPrefix("vh_session=") && !cookie.contains(login.token))
        #expect(cookie.hasSuffix("; HttpOnly; SameSite=Strict; Path=/"))
        Self.expectSecurityHeaders(traded)
        let page = try TestHTTP.get(port: login.port, path: "/", headers: host + [("Cookie", login.cookie)])
        #expect(page.status == 200)
        #expect(page.header("content-type") == "text/html; charset=utf-8")
        Self.expectSecurityHeaders(page)
        let forged = try TestHTTP.get(
            port: login.port, path: "/index.html", headers: host + [("Cookie", "vh_session=0")])
        #expect(forged.status == 403)
        let posted = try TestHTTP.request(
            "POST", port: login.port, path: "/", headers: host + [("Cookie", login.cookie)])
        #expect(posted.status == 405)
        Self.expectSecurityHeaders(posted)
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func aWrongHostIsRefusedOnEveryRoute() throws {
        let (client, login) = try Self.start()
        for host in ["evil.example:\(login.port)", "127.0.0.1:\(login.port + 1)", "localhost", ""] {
            let page = try TestHTTP.get(
                port: login.port, path: "/", headers: [("Host", host), ("Cookie", login.cookie)])
            #expect(page.status == 403, "Host \(host)")
            Self.expectSecurityHeaders(page)
            let token = try TestHTTP.get(port: login.port, path: "/?token=\(login.token)", headers: [("Host", host)])
            #expect(token.status == 403, "Host \(host) must not get the cookie")
        }
        for host in ["localhost:\(login.port)", "[::1]:\(login.port)"] {
            let page = try TestHTTP.get(
                port: login.port, path: "/", headers: [("Host", host), ("Cookie", login.cookie)])
            #expect(page.status == 200, "the loopback name \(host) is this server")
        }
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func theUpgradeIsRefusedForAForeignOriginAWrongHostOrNoCookie() throws {
        let (client, login) = try Self.start()
        let origin = ("Origin", "http://\(login.host)")
        let cases: [(String, [(String, String)])] = [
            ("a foreign Origin", [("Host", login.host), ("Origin", "http://evil.example"), ("Cookie", login.cookie)]),
            ("an https Origin", [("Host", login.host), ("Origin", "https://\(login.host)"), ("Cookie", login.cookie)]),
            ("no Origin", [("Host", login.host), ("Cookie", login.cookie)]),
            ("a rebound Host", [("Host", "evil.example:\(login.port)"), origin, ("Cookie", login.cookie)]),
            ("no cookie", [("Host", login.host), origin]),
            ("a forged cookie", [("Host", login.host), origin, ("Cookie", "vh_session=\(login.token)")]),
        ]
        for (name, headers) in cases {
            let (response, webSocket) = try TestWebSocket.connect(port: login.port, headers: headers)
            #expect(webSocket == nil && response.status == 400, "\(name): \(response.status)")
        }
        let (other, elsewhere) = try TestWebSocket.connect(
            port: login.port, path: "/elsewhere", headers: login.pageHeaders)
        #expect(elsewhere == nil && other.status == 400)
        let page = try login.openWebSocket()
        try page.send(text: #"{"jsonrpc":"2.0","id":1,"method":"plugins"}"#)
        guard case .text(let answer)? = try page.next() else { throw TestSocketError("no answer") }
        #expect(try JSON(parsing: answer)["id"] == 1)
        try #require(client.stderrText.contains("an Origin that is not this server's page"))
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func thePageFilesAreServedWithTheirTypesAndNoPathReachesTheDisk() throws {
        let (client, login) = try Self.start()
        let headers = [("Host", login.host), ("Cookie", login.cookie)]
        let folder = try HostBinary.location().deletingLastPathComponent()
            .appendingPathComponent("VerticalHub_FrontEndServer.resources/Resources/Web")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects.compactMap { $0 as? String } ?? []
        let types = [
            "html": "text/html; charset=utf-8", "css": "text/css; charset=utf-8",
            "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml", "png": "image/png",
        ]
        var served = 0
        for file in files {
            guard let type = types[(file as NSString).pathExtension] else { continue }
            let response = try TestHTTP.get(port: login.port, path: "/" + file, headers: headers)
            #expect(response.status == 200, "\(file)")
            #expect(response.header("content-type") == type, "\(file)")
            let bytes = FileManager.default.contents(atPath: folder.path + "/" + file).map { [UInt8]($0) }
            #expect(response.body == bytes, "\(file)")
            Self.expectSecurityHeaders(response)
            served += 1
        }
        #expect(served >= 1, "index.html at least")
        let traversals = [
            "/../Package.swift", "/%2e%2e/%2e%2e/etc/passwd", "//etc/passwd", "/modules/../../Policy/Shell.json",
            "/Policy/Shell.json", "/../../../../../../etc/passwd", "/index.html/..", "/.%2e/Policy/Shell.json",
        ]
        for path in traversals {
            let response = try TestHTTP.get(port: login.port, path: path, headers: headers)
            #expect(response.status == 404, "\(path) answered \(response.status)")
            #expect(!response.text.contains("root:") && !response.text.contains("\"receive\""))
        }
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func binaryAndOversizedMessagesAreRefusedClearly() throws {
        let (client, login) = try Self.start(["--max-line-bytes", "4096"])
        let webSocket = try login.openWebSocket()
        try webSocket.send(opcode: 0x2, payload: Array(#"{"jsonrpc":"2.0","id":1,"method":"plugins"}"#.utf8))
        guard case .text(let binaryAnswer)? = try webSocket.next() else { throw TestSocketError("no answer") }
        let refused = try JSON(parsing: binaryAnswer)
        #expect(refused["error"]?["code"] == -32600)
        #expect(refused["error"]?["message"]?.stringValue?.contains("text message") == true)
        // A continuation frame with no message begun is not a request (nor a replay of the last one).
        try webSocket.send(opcode: 0x0, payload: Array(#"{"jsonrpc":"2.0","id":9,"method":"plugins"}"#.utf8))
        guard case .text(let strayAnswer)? = try webSocket.next() else { throw TestSocketError("no answer") }
        #expect(try JSON(parsing: strayAnswer)["error"]?["message"]?.stringValue?.contains("continuation") == true)
        // Fragmented over the bound: answered and skipped, the connection goes on.
        try webSocket.send(text: String(repeating: " ", count: 10_000) + "{}", fragmentBytes: 1000)
        guard case .text(let longAnswer)? = try webSocket.next() else { throw TestSocketError("no answer") }
        #expect(try JSON(parsing: longAnswer)["error"]?["code"] == -32600)
        try webSocket.send(text: #"{"jsonrpc":"2.0","id":2,"method":"world"}"#)
        guard case .text(let after)? = try webSocket.next() else { throw TestSocketError("no answer") }
        #expect(try JSON(parsing: after)["id"] == 2)
        // One frame over the bound cannot be skipped unread: the connection closes with 1009.
        try webSocket.send(text: String(repeating: " ", count: 10_000) + "{}")
        #expect(try webSocket.next() == .close(code: 1009, reason: ""))
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func connectionsOverTheLimitAreClosedWithTryAgainLater() throws {
        let (client, login) = try Self.start(["--max-connections", "2"])
        // A connection takes its slot when the server starts serving it, which may come after
        // its handshake: an answer on each of the first two proves both slots are taken
        // before the third arrives (else the third could be served and the second refused).
        let plugins = #"{"jsonrpc":"2.0","id":1,"method":"plugins"}"#
        #expect(try client.call(1, "plugins")["result"] != nil)
        let second = try login.openWebSocket()
        try second.send(text: plugins)
        guard case .text? = try second.next() else { throw TestSocketError("the second connection was not served") }
        let third = try login.openWebSocket()
        guard case .close(let code, let reason)? = try third.next() else { throw TestSocketError("not closed") }
        #expect(code == 1013)
        #expect(reason.contains("at most 2 connections"))
        try second.sendClose()
        second.socket.close()
        // The slot frees once the closed connection's session has finished: retry until then.
        let limit = Date().addingTimeInterval(ServeClient.deadline)
        var answered = false
        while !answered && Date() < limit {
            let next = try login.openWebSocket()
            try next.send(text: plugins)
            if case .text? = try next.next() { answered = true }
        }
        #expect(answered, "a freed slot takes a new connection")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    /// Sends 40,000 `plugins` requests on `webSocket` from a thread of its own, never reading
    /// the answers (the writes block once the server stops reading; they fail when it closes).
    static func flood(_ webSocket: TestWebSocket) {
        let request = #"{"jsonrpc":"2.0","id":1,"method":"plugins"}"#
        let frames = (0..<2_000).flatMap { _ in
            TestWebSocket.frame(opcode: 0x1, payload: Array(request.utf8)[...], fin: true)
        }
        Thread {
            for _ in 0..<20 { try? webSocket.socket.write(frames) }
        }.start()
    }

    @Test func aFloodingClientDoesNotStopAnotherBeingServed() throws {
        let (client, login) = try Self.start(["--max-queued-notifications", "64"])
        let flooder = try login.openWebSocket()
        // Never reads: its answers back up, then the server stops reading it.
        Self.flood(flooder)
        for id in 1...20 {
            let answer = try client.call(id, "query", ["message": "info.current"])
            #expect(answer["result"] != nil || answer["error"] != nil)
        }
        flooder.socket.close()
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func aClientThatStopsReadingDoesNotHoldTheServersStop() throws {
        let (client, login) = try Self.start(["--drain-timeout", "1"])
        let stalled = try login.openWebSocket()
        // Sends far more than its answers' bound and the sockets' buffers hold, never reads,
        // and keeps the connection open while the server is asked to stop.
        Self.flood(stalled)
        // The other connection is still served while the stalled one backs up.
        for id in 1...20 {
            let answer = try client.call(id, "query", ["message": "info.current"])
            #expect(answer["result"] != nil || answer["error"] != nil)
        }
        client.closeInput()
        // It stops in time and cleanly: the stalled connection is ended, not waited for
        // until the service group gives up (which traps).
        #expect(try client.waitForExit() == 0)
        withExtendedLifetime(stalled) {}
    }

    @Test func aChangeAcknowledgedBeforeTheClientLeftIsKept() throws {
        let folder = try TemporaryFolder()
        let data = URL(fileURLWithPath: folder.path + "/data")
        let client = try ServeClient(transport: .webSocket, dataDirectory: data)
        let login = try #require(client.login)
        let leaving = try login.openWebSocket()
        try leaving.send(
            text: #"{"jsonrpc":"2.0","id":1,"method":"command","params":{"message":"records.add","#
                + #""payload":{"section":"allergy","title":"Peanuts","clinicID":"c"}}}"#)
        guard case .text(let accepted)? = try leaving.next() else { throw TestSocketError("no answer") }
        #expect(try JSON(parsing: accepted)["result"]?["correlationID"] != nil, "\(accepted)")
        // Gone at once, without a close handshake or reading the outcome.
        leaving.socket.close()
        let limit = Date().addingTimeInterval(ServeClient.deadline)
        var found = false
        var id = 10
        while !found && Date() < limit {
            id += 1
            let answer = try client.call(
                id, "query", ["message": "records.section", "payload": ["section": "allergy"]])
            found = (try answer.serialized()).contains("Peanuts")
        }
        #expect(found, "the next connection sees the change")
        client.closeInput()
        #expect(try client.waitForExit() == 0)
        try withExtendedLifetime(client) {
            let after = try HostBinary.run(
                "send", "query", "records.section", "--payload", #"{"section":"allergy"}"#, "--data-dir", data.path)
            #expect(after.output.contains("Peanuts"), "the change outlives the server: \(after.output) \(after.error)")
        }
    }

    @Test func aBindOtherThanLoopbackIsWarnedAbout() throws {
        let client = try ServeClient(
            transport: .webSocket, arguments: ["--bind", "0.0.0.0"], dataDirectory: ServeProtocolTests.dataDirectory())
        try client.waitForStderr(containing: "not loopback")
        let answer = try client.call(1, "plugins")
        #expect(answer["result"] != nil)
        client.closeInput()
        #expect(try client.waitForExit() == 0)
    }
}
