/// One way to serve the app to a front end: the protocol core (``ServeSession``, or for an
/// agent the same core behind MCP) over one transport.
///
/// `host serve` learns the transports and their options from ``ServeOptions``, which the
/// command includes whole: each flag (`--stdio`, `--http`, `--mcp`) chooses one transport, and
/// each transport's options are an option group of its own. A new transport is a type that
/// conforms to this protocol plus its flag and options in ``ServeOptions``; the command itself
/// does not change.
///
/// The command starts the app with the plugins the transport adds (``plugins()``), then hands
/// it the started app (``serve(_:)``).
public protocol FrontEndTransport: Sendable {
    /// The plugins this transport sends as besides the host's shell, registered with every
    /// vertical's before the hub starts and validated with them: none for standard input and
    /// output or HTTP, the `Agent` for MCP.
    ///
    /// - Returns: Each plugin's policy and how to make it.
    /// - Throws: ``FrontEndServerError`` when a policy the user named cannot be used.
    func plugins() throws(FrontEndServerError) -> [PluginRegistration]

    /// Serves the started app until the client leaves or a signal stops the server, then
    /// stops the app (`app.backend.stop`).
    ///
    /// - Parameter app: The started app, its shell and its data folder.
    /// - Throws: ``FrontEndServerError`` when the transport cannot start or go on.
    func serve(_ app: FrontEndApp) async throws(FrontEndServerError)
}
