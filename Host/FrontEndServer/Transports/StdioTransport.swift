import Foundation
import Logging

/// `host serve --stdio`: the protocol on standard input and output, one request per line,
/// sent as the host's shell (``StdioServer``).
public struct StdioTransport: FrontEndTransport {
    /// The session's bounds and the drain timeout.
    public let limits: ServeLimits

    /// Makes the transport.
    ///
    /// - Parameter limits: The session's bounds and the drain timeout.
    public init(limits: ServeLimits) {
        self.limits = limits
    }

    /// None: the front end sends as the host's shell.
    ///
    /// - Returns: An empty list.
    public func plugins() throws(FrontEndServerError) -> [PluginRegistration] { [] }

    /// Serves standard input and output until end of input, on a thread of its own (the
    /// reads and writes block), then stops the app.
    ///
    /// - Parameter app: The started app.
    public func serve(_ app: FrontEndApp) async throws(FrontEndServerError) {
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "host.serve")
        let limits = limits
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                StdioServer.run(
                    backend: app.backend, input: STDIN_FILENO, output: STDOUT_FILENO, limits: limits, logger: logger)
                done.resume()
            }
            thread.name = "serve-stdio"
            thread.start()
        }
    }
}
