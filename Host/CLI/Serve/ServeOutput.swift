/// Where a ``ServeSession`` pushes its notifications (events, command outcomes): the one
/// thing a transport must give the protocol core besides the requests it reads.
///
/// `host serve --stdio` writes them to standard output through ``OutputChannel``;
/// `host serve --http` sends each as a WebSocket text frame through ``WebSocketOutput``.
/// Both keep them in a bounded queue and drop and count what does not fit
/// (``NotificationQueue``), so a client that does not read never grows the server.
protocol ServeOutput: Sendable {
    /// Queues one notification (a JSON-RPC message without its line end), or drops and
    /// counts it when the transport's bound is reached. Called from any thread.
    func notify(_ line: String)
}
