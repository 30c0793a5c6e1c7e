import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
public import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// `host serve --http`: the page and its WebSocket on one Hummingbird server, run as a
/// service until SIGINT or SIGTERM (or until the task running it is cancelled); then
/// connections close, the outcomes of commands already accepted are awaited (up to the drain
/// timeout), and the app stops (closing its databases).
///
/// ```swift
/// let server = WebServer(backend: backend, limits: ServeLimits(), options: .init(port: 0), logger: logger)
/// try await server.run { url in print("Open \(url) in your browser.") }
/// ```
public struct WebServer: Sendable {
    /// Where and how to listen.
    public struct Options: Sendable {
        /// The address to bind (127.0.0.1 unless the user chose another).
        public var address: String
        /// The port; 0 picks a free one.
        public var port: Int
        /// The most WebSocket connections at once.
        public var maximumConnections: Int
        /// The session cookie's secret (kept in the data folder by ``HTTPTransport``), or
        /// `nil` for one that lasts this launch only.
        public var sessionSecret: String?

        /// Makes options; the defaults are 127.0.0.1, port 8080 and 16 connections.
        ///
        /// - Parameters:
        ///   - address: The address to bind.
        ///   - port: The port; 0 picks a free one.
        ///   - maximumConnections: The most WebSocket connections at once.
        ///   - sessionSecret: The session cookie's secret, or `nil` for one made now.
        public init(
            address: String = "127.0.0.1", port: Int = 8080, maximumConnections: Int = 16,
            sessionSecret: String? = nil
        ) {
            self.address = address
            self.port = port
            self.maximumConnections = maximumConnections
            self.sessionSecret = sessionSecret
        }
    }

    let backend: FrontEndBackend
    let limits: ServeLimits
    let options: Options
    let logger: Logger

    /// Makes a server; nothing listens until ``run(announce:)``.
    ///
    /// - Parameters:
    ///   - backend: The started app and the plugin to send as.
    ///   - limits: Each connection's bounds and the drain timeout.
    ///   - options: Where and how to listen.
    ///   - logger: Where the server logs (never a payload or a token).
    public init(backend: FrontEndBackend, limits: ServeLimits, options: Options, logger: Logger) {
        self.backend = backend
        self.limits = limits
        self.options = options
        self.logger = logger
    }

    /// Serves until SIGINT or SIGTERM, or until the calling task is cancelled; then stops the
    /// app (`backend.stop`).
    ///
    /// - Parameter announce: Gets the URL to open (with the launch's token) once the server
    ///   listens.
    /// - Throws: ``FrontEndServerError`` when the page's files cannot be read; the server's
    ///   own error when it cannot listen (the port is taken, the address is not this machine's).
    public func run(announce: @escaping @Sendable (String) -> Void) async throws {
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
