/// Where a ``ServeSession`` pushes its notifications (events, command outcomes): the one
/// thing a transport must give the protocol core besides the requests it reads.
///
/// `serve --stdio` writes them to standard output through an output channel; `serve --http`
/// sends each as a WebSocket text frame; `serve --mcp` turns an outcome into the answer of the
/// tool call that waits for it and an event into a resource update. Each keeps what it writes in
/// a bounded queue and drops and counts what does not fit, so a client that does not read
/// never grows the server.
public protocol ServeOutput: Sendable {
    /// Queues one notification, or drops and counts it when the transport's bound is reached.
    /// Called from any thread, and must not block.
    ///
    /// - Parameter notification: The notification, its method and params.
    func notify(_ notification: ServeNotification)
}
