import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `host serve --http`: the page and its WebSocket on one Hummingbird server, run as a
/// service until SIGINT or SIGTERM; then connections close, the outcomes of commands
/// already accepted are awaited (up to the drain timeout), and the app stops (closing its
/// databases).
struct WebServer {
    /// Where and how to listen.
    struct Options {
        /// The address to bind (127.0.0.1 unless the user chose another).
        var address = "127.0.0.1"
        /// The port; 0 picks a free one.
        var port = 8080
        /// The most WebSocket connections at once.
        var maximumConnections = 16
        /// The session cookie's secret (``WebSessionSecret``, kept in the data folder), or
        /// `nil` for one that lasts this launch only.
        var sessionSecret: String? = nil
    }

    let backend: ServeBackend
    let limits: ServeLimits
    let options: Options
    let logger: Logger

    /// Serves until a signal asks to stop; `announce` gets the URL to open once listening.
    func run(announce: @escaping @Sendable (String) -> Void) async throws {
        let files = try WebFiles.shipped()
        let access = options.sessionSecret.map { WebAccess(sessionSecret: $0) } ?? WebAccess()
        let connections = WebConnections(maximum: options.maximumConnections)
        let transport = WebSocketTransport(
            backend: backend, limits: limits, connections: connections, logger: logger)
        let address = options.address
        let configuration = HTTP1WebSocketUpgradeChannel.Configuration(
            http1: .init(idleTimeout: .seconds(120)),
            ws: .init(
                maxFrameSize: limits.lineBytes, autoPing: .enabled(timePeriod: .seconds(30)), closeTimeout: .seconds(5))
        )
        let logger = self.logger
        let application = Application(
            responder: WebResponder(access: access, files: files),
            server: .http1WebSocketUpgrade(configuration: configuration) { request, channel, _ in
                guard Self.upgradeIsAllowed(request, access: access, logger: logger) else { return .dontUpgrade }
                return .upgrade([:]) { inbound, outbound, _ in
                    try await transport.serve(inbound: inbound, outbound: outbound, channel: channel)
                }
            },
            configuration: ApplicationConfiguration(
                address: .hostname(address, port: options.port), serverName: nil,
                // Every TCP connection, HTTP or WebSocket, also has a bound.
                availableConnectionsDelegate: MaximumAvailableConnections(
                    options.maximumConnections * 4 + 16, logger: logger)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                access.listening(on: address, port: port)
                announce(Self.url(address: address, port: port, token: access.token))
            },
            logger: logger)
        var group = ServiceGroupConfiguration(
            services: [application], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // A client that stops reading cannot hold the shutdown: past this, connections are cancelled.
        group.maximumGracefulShutdownDuration = .seconds(limits.drainTimeout + 5)
        group.maximumCancellationDuration = .seconds(5)
        let services = ServiceGroup(configuration: group)
        try await services.run()
        logger.info("stopping: waiting for the outcomes of commands already accepted")
        let drain = limits.drainTimeout
        let left = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            Thread { continuation.resume(returning: connections.waitUntilAllClosed(before: Date() + drain + 1)) }
                .start()
        }
        if left > 0 { logger.warning("stopping with connections still finishing", metadata: ["count": "\(left)"]) }
        backend.stop()
        logger.info("stopped")
    }

    /// Whether a WebSocket upgrade may go ahead: `GET /rpc` addressed to this server, from
    /// this server's own page (`Origin`), with the session cookie.
    static func upgradeIsAllowed(_ request: HTTPRequest, access: WebAccess, logger: Logger) -> Bool {
        let path = request.path.map { $0.split(separator: "?", maxSplits: 1).first.map(String.init) ?? "" } ?? ""
        let refusal: String? =
            if path != WebResponder.rpcPath {
                "not the WebSocket path"
            } else if !access.hostIsAllowed(request) {
                "a Host that is not this server"
            } else if !access.originIsAllowed(request) {
                "an Origin that is not this server's page"
            } else if !access.hasSession(request) {
                "no session cookie"
            } else {
                nil
            }
        if let refusal { logger.warning("refused a WebSocket upgrade", metadata: ["reason": "\(refusal)"]) }
        return refusal == nil
    }

    /// The URL to open: loopback's address for a loopback or wildcard bind.
    static func url(address: String, port: Int, token: String) -> String {
        let host: String =
            switch address {
            case "0.0.0.0", "::", "localhost": "127.0.0.1"
            default: address.contains(":") ? "[\(address)]" : address
            }
        return "http://\(host):\(port)/?token=\(token)"
    }
}
