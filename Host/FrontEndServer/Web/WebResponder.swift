import HTTPTypes
import Hummingbird
import NIOCore

/// The HTTP side of `host serve --http`: the token-for-cookie trade, the page's files, and
/// the refusals, every response with the security headers.
///
/// | request | answer |
/// |---|---|
/// | a `Host` that is not this server | 403 |
/// | a method other than GET or HEAD | 405 |
/// | `GET /?token=<token>` | 303 to `/`, setting the session cookie |
/// | anything else without the session cookie | 403, a page saying to open the printed URL |
/// | `GET /` or a file the page ships, with the cookie | 200 and the file |
/// | `GET /rpc` without a WebSocket upgrade, with the cookie | 426 |
/// | any other path, with the cookie | 404 |
struct WebResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The headers on every response: no inline script, no framing, no sniffing, no
    /// referrer, nothing cached (the page is tied to one launch's cookie).
    static let securityHeaders: HTTPFields = HTTPFields(
        [
            (
                "Content-Security-Policy",
                "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                    + "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
            ),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Cache-Control", "no-store"),
        ].compactMap { name, value in HTTPField.Name(name).map { HTTPField(name: $0, value: value) } })

    /// The WebSocket endpoint's path.
    static let rpcPath = "/rpc"

    let access: WebAccess
    let files: WebFiles

    func respond(to request: Request, context: Context) async throws -> Response {
        var response = route(request)
        for field in Self.securityHeaders { response.headers[field.name] = field.value }
        if request.method == .head { response.body = ResponseBody() }
        return response
    }

    private func route(_ request: Request) -> Response {
        guard access.hostIsAllowed(request.head) else {
            return Self.page(
                .forbidden, title: "Wrong address",
                text: "This server answers only requests addressed to the address it printed. "
                    + "Open the URL that host serve --http printed.")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.page(
                .methodNotAllowed, title: "Not allowed", text: "This server answers GET requests only.")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let path = request.uri.path
        if path == "/" && access.hasToken(request.head) {
            return Response(
                status: .seeOther, headers: [.location: "/", .setCookie: access.sessionCookie],
                body: ResponseBody())
        }
        guard access.hasSession(request.head) else {
            return Self.page(
                .forbidden, title: "Open the printed URL",
                text: "This app answers only the browser that opened the URL host serve --http printed "
                    + "(it carries a token, new at every launch). Open that URL.")
        }
        if path == Self.rpcPath {
            return Self.page(
                .upgradeRequired, title: "WebSocket only", text: "This address speaks JSON-RPC over a WebSocket.")
        }
        guard let file = files.file(at: path) else {
            return Self.page(.notFound, title: "Not found", text: "The page has no such file.")
        }
        return Response(
            status: .ok, headers: [.contentType: file.contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    /// A short HTML page (no script) with a title and one sentence.
    static func page(_ status: HTTPResponse.Status, title: String, text: String) -> Response {
        let html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>\(title)</title></head>
            <body><h1>\(title)</h1><p>\(text)</p></body></html>

            """
        return Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html)))
    }
}
