public import Prelude

/// A notification a ``ServeSession`` pushes to its front end: an `outcome` of a command it
/// sent, or an `event` of a subscription. A transport writes ``line`` or reads the params.
public struct ServeNotification: Sendable {
    /// The method: `outcome` or `event`.
    public let method: String
    /// The params: `correlationID`, `event`, `subscription` (events) and `value` or `error`.
    public let params: JSON.Object

    /// Makes a notification.
    ///
    /// - Parameters:
    ///   - method: The method.
    ///   - params: The params.
    public init(method: String, params: JSON.Object) {
        self.method = method
        self.params = params
    }

    /// The JSON-RPC 2.0 notification, one line of JSON without its line end.
    public var line: String {
        ServeSession.line(["jsonrpc": "2.0", "method": .string(method), "params": .object(params)])
    }
}
