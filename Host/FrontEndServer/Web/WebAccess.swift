import HTTPTypes
import Prelude

/// Who may use `host serve --http`: the checks every request passes before it is served.
///
/// The model is Jupyter's. Each launch makes a random token (256 bits from the system's
/// generator) and prints it in the URL to open; `GET /?token=…` trades it for a cookie that
/// holds a second per-launch secret, `HttpOnly` (the page's scripts never see it) and
/// `SameSite=Strict` (another site's page never sends it). Every route but that trade needs
/// the cookie. Tokens and secrets are compared in constant time.
///
/// Two more checks stop other web sites from reaching the app through the user's browser:
/// - **Host** (DNS rebinding): the `Host` header must name the address the server is bound
///   to with its port (for a loopback bind: `127.0.0.1`, `localhost` or `[::1]`); on every
///   route.
/// - **Origin** (cross-site WebSocket hijacking): the WebSocket upgrade must carry an
///   `Origin` of `http://` and one of those hosts.
final class WebAccess: Sendable {
    /// The cookie that carries the session secret.
    static let cookieName = "vh_session"

    /// The token printed in the URL to open.
    let token: String
    /// The cookie's value: a per-launch secret other than the token.
    let sessionSecret: String
    /// The `host:port` values a request may name, known once the server listens.
    private let allowedHosts = Locked<AllowedHosts>(AllowedHosts())

    /// The hosts a request may name.
    struct AllowedHosts: Sendable {
        /// `host:port` values, lowercased.
        var names: Set<String> = []
        /// For a wildcard bind (`0.0.0.0`, `::`): the port on which any IP address literal is
        /// allowed too (a rebinding attack needs a DNS name, never a literal).
        var anyAddressOnPort: Int? = nil

        func contains(_ host: String) -> Bool {
            if names.contains(host) { return true }
            guard let port = anyAddressOnPort, host.hasSuffix(":\(port)") else { return false }
            let address = host.dropLast(":\(port)".count)
            if address.hasPrefix("[") && address.hasSuffix("]") {
                return address.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
            }
            let parts = address.split(separator: ".", omittingEmptySubsequences: false)
            return parts.count == 4 && parts.allSatisfy { part in UInt8(part) != nil }
        }
    }

    init(token: String = WebAccess.randomSecret(), sessionSecret: String = WebAccess.randomSecret()) {
        self.token = token
        self.sessionSecret = sessionSecret
    }

    /// 32 random bytes from the system's cryptographic generator, as 64 hex digits.
    static func randomSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<4 {
            let word = generator.next() as UInt64
            let hex = String(word, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex
        }
        return text
    }

    /// Sets the hosts a request may name, once the port is known: `address:port` and, for a
    /// loopback address, every loopback name with the port.
    func listening(on address: String, port: Int) {
        allowedHosts.withLock { $0 = Self.hosts(for: address, port: port) }
    }

    /// The `Host` values that name the server bound to `address` on `port`.
    static func hosts(for address: String, port: Int) -> AllowedHosts {
        let loopback = ["127.0.0.1", "localhost", "[::1]"]
        let bound = (address.contains(":") ? "[\(address)]" : address).lowercased()
        var hosts = AllowedHosts(names: ["\(bound):\(port)"])
        let wildcard = bound == "0.0.0.0" || bound == "[::]"
        if wildcard || loopback.contains(bound) || bound.hasPrefix("127.") {
            for name in loopback { hosts.names.insert("\(name):\(port)") }
        }
        if wildcard { hosts.anyAddressOnPort = port }
        return hosts
    }

    /// Whether the request's `Host` names this server (the `:authority` that HTTP/1's `Host` becomes).
    func hostIsAllowed(_ request: HTTPRequest) -> Bool {
        guard let host = request.authority?.lowercased() else { return false }
        return allowedHosts.withLock { $0.contains(host) }
    }

    /// Whether the request's `Origin` is this server's own: `http://` and an allowed host.
    func originIsAllowed(_ request: HTTPRequest) -> Bool {
        guard let origin = request.headerFields[.origin]?.lowercased(), origin.hasPrefix("http://") else {
            return false
        }
        let host = String(origin.dropFirst("http://".count))
        return allowedHosts.withLock { $0.contains(host) }
    }

    /// Whether the request carries the session cookie.
    func hasSession(_ request: HTTPRequest) -> Bool {
        for field in request.headerFields[values: .cookie] {
            for pair in field.split(separator: ";") {
                let trimmed = pair.drop { $0 == " " }
                guard let equals = trimmed.firstIndex(of: "="), trimmed[..<equals] == Self.cookieName else {
                    continue
                }
                if Self.constantTimeEqual(trimmed[trimmed.index(after: equals)...], sessionSecret) { return true }
            }
        }
        return false
    }

    /// Whether the request's query carries `token=` with the launch's token.
    func hasToken(_ request: HTTPRequest) -> Bool {
        guard let path = request.path, let question = path.firstIndex(of: "?") else { return false }
        for pair in path[path.index(after: question)...].split(separator: "&") where pair.hasPrefix("token=") {
            if Self.constantTimeEqual(pair.dropFirst("token=".count), token) { return true }
        }
        return false
    }

    /// The `Set-Cookie` value that gives the browser the session.
    var sessionCookie: String {
        "\(Self.cookieName)=\(sessionSecret); HttpOnly; SameSite=Strict; Path=/"
    }

    /// Compares in time that depends on the expected value's length only, so that timing
    /// tells an attacker nothing about how much of a guess was right.
    static func constantTimeEqual(_ given: some StringProtocol, _ expected: String) -> Bool {
        let given = Array(given.utf8)
        let expected = Array(expected.utf8)
        var difference = UInt8(given.count == expected.count ? 0 : 1)
        for index in 0..<expected.count {
            difference |= expected[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
