/// The info server answered, but with an error: an HTTP-like status such as 500.
public struct InfoServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The status the server answered with, from 400 to 599.
    public let status: Int

    /// Makes an error.
    public init(status: Int) {
        self.status = status
    }

    /// The text shown when the value is printed.
    public var description: String { "the info server answered with status \(status)" }
}
