import Foundation
import Logging

/// `host serve --http`: the protocol over a WebSocket beside the web page (``WebServer``),
/// sent as the host's shell, until SIGINT or SIGTERM.
///
/// The session cookie's secret is kept in the app's data folder (as `web-session-secret`, mode 0600), so a
/// page stays signed in across a restart on the same data; the token printed in the URL is new
/// at every launch.
public struct HTTPTransport: FrontEndTransport {
    /// Where and how to listen (the secret is read from the data folder when serving).
    public let options: WebServer.Options
    /// Each connection's bounds and the drain timeout.
    public let limits: ServeLimits

    /// Makes the transport.
    ///
    /// - Parameters:
    ///   - options: Where and how to listen.
    ///   - limits: Each connection's bounds and the drain timeout.
    public init(options: WebServer.Options, limits: ServeLimits) {
        self.options = options
        self.limits = limits
    }

    /// None: the page sends as the host's shell.
    ///
    /// - Returns: An empty list.
    public func plugins() throws(FrontEndServerError) -> [PluginRegistration] { [] }

    /// Serves the page and its WebSocket until SIGINT or SIGTERM, printing the URL to open on
    /// standard output, then stops the app.
    ///
    /// - Parameter app: The started app.
    /// - Throws: ``FrontEndServerError`` when the session secret cannot be kept, the page's
    ///   files cannot be read, or the server cannot listen (naming the address and port).
    public func serve(_ app: FrontEndApp) async throws(FrontEndServerError) {
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "host.web")
        let backend = app.backend
        if !["127.0.0.1", "::1", "localhost"].contains(options.address) {
            let warning =
                "listening on \(options.address), not loopback: other machines that reach this address can reach "
                + "the app (they still need the token printed on standard output)"
            logger.warning("\(warning)")
        }
        var options = options
        do {
            options.sessionSecret = try WebSessionSecret.load(in: app.dataDirectory)
        } catch {
            backend.stop()
            throw error
        }
        let server = WebServer(backend: backend, limits: limits, options: options, logger: logger)
        do {
            try await server.run { url in
                FileHandle.standardOutput.write(Data("Open \(url) in your browser.\n".utf8))
            }
        } catch let failure as FrontEndServerError {
            backend.stop()
            throw failure
        } catch {
            backend.stop()
            throw FrontEndServerError(
                "the web server on \(options.address) port \(options.port) could not run: \(error); if the port is "
                    + "taken, choose another with --port (0 picks a free one)")
        }
    }
}
