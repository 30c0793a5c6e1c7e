/// A hub used out of order: registering after start, starting twice.
///
/// ```text
/// alreadyStarted: cannot register Maps: the hub has already started; register every plugin before start()
/// ```
public struct HubError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable, Hashable, Codable {
        /// The hub started (or is starting); it takes no more registrations or starts.
        case alreadyStarted
    }

    /// What went wrong.
    public let code: Code
    /// What happened and how to fix it.
    public let message: String

    /// Makes an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// `code: message`.
    public var description: String { "\(code.rawValue): \(message)" }
}
