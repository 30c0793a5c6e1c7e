import Foundation

/// What a browser holds after opening the URL `host serve --http` printed: the port, the
/// token, and the session cookie the server traded for it.
public struct TestWebLogin: Sendable {
    /// The server's port on 127.0.0.1.
    public let port: Int
    /// The token from the printed URL.
    public let token: String
    /// `vh_session=…`, as a `Cookie` header carries it.
    public let cookie: String

    /// `127.0.0.1:<port>`, the `Host` a browser sends.
    public var host: String { "127.0.0.1:\(port)" }

    /// The headers of a request from the server's own page: Host, Origin and the cookie.
    public var pageHeaders: [(String, String)] {
        [("Host", host), ("Origin", "http://\(host)"), ("Cookie", cookie)]
    }

    /// Reads the port and token from the line the server printed (`Open http://…?token=… in
    /// your browser.`) and trades the token for the cookie, as a browser does.
    public static func login(printedLine: String) throws -> TestWebLogin {
        guard let url = printedLine.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
            let tokenRange = url.range(of: "?token="),
            let portText = url.dropFirst("http://".count).split(separator: "/").first?.split(separator: ":").last,
            let port = Int(portText)
        else { throw TestSocketError("no URL with a token in \(printedLine)") }
        let token = String(url[tokenRange.upperBound...])
        let response = try TestHTTP.get(
            port: port, path: "/?token=\(token)", headers: [("Host", "127.0.0.1:\(port)")])
        guard response.status == 303, let setCookie = response.header("set-cookie"),
            let cookie = setCookie.split(separator: ";").first
        else { throw TestSocketError("the token was not traded for a cookie: status \(response.status)") }
        return TestWebLogin(port: port, token: token, cookie: String(cookie))
    }

    /// Opens a WebSocket to `/rpc` as the page does.
    public func openWebSocket() throws -> TestWebSocket {
        let (response, webSocket) = try TestWebSocket.connect(port: port, headers: pageHeaders)
        guard let webSocket else { throw TestSocketError("the upgrade was refused: status \(response.status)") }
        return webSocket
    }
}
