public import Foundation

/// The bounds of one serve session that a front end's user may choose
/// (`--max-line-bytes`, `--max-queued-notifications`, `--drain-timeout`).
public struct ServeLimits: Sendable {
    /// The largest request line (or WebSocket message), in bytes; a longer one is answered
    /// -32600 and skipped.
    public var lineBytes: Int
    /// How many notifications may wait for a client that is not reading before new ones are
    /// dropped and counted.
    public var queuedNotifications: Int
    /// How long, at end of input or when a connection or the server stops, to wait for the
    /// outcomes of commands already sent, in seconds.
    public var drainTimeout: TimeInterval

    /// The default bound on a request line: 1 MiB.
    public static let defaultLineBytes = 1 << 20

    /// Makes limits; the defaults are 1 MiB lines, 4,096 queued notifications and 10 seconds.
    ///
    /// - Parameters:
    ///   - lineBytes: The largest request line, in bytes.
    ///   - queuedNotifications: How many notifications may wait for a client.
    ///   - drainTimeout: How long to wait for outstanding outcomes, in seconds.
    public init(
        lineBytes: Int = ServeLimits.defaultLineBytes, queuedNotifications: Int = 4096,
        drainTimeout: TimeInterval = 10
    ) {
        self.lineBytes = lineBytes
        self.queuedNotifications = queuedNotifications
        self.drainTimeout = drainTimeout
    }
}
