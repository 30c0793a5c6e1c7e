public import Prelude

/// One element of an event stream: a result, and the command it answers if any.
///
/// A command's later outcome (success, or a failure such as a server 500) arrives as an
/// `EventOutput` with the command's ``CorrelationID``; an event that no command caused has
/// none. A failure never ends the stream.
///
/// ```swift
/// for await output in stream where output.correlationID == id {
///     switch output.result { case .success(let info): show(info); case .failure(let error): show(error) }
/// }
/// ```
public struct EventOutput: Sendable, Hashable {
    /// The payload, or why there is none.
    public var result: Result<JSON, PluginError>
    /// The command this answers, if one caused it.
    public var correlationID: CorrelationID?

    /// Makes an output.
    public init(_ result: Result<JSON, PluginError>, correlationID: CorrelationID? = nil) {
        self.result = result
        self.correlationID = correlationID
    }

    /// The payload when the result is a success.
    public var value: JSON? {
        if case .success(let value) = result { value } else { nil }
    }

    /// The error when the result is a failure.
    public var error: PluginError? {
        if case .failure(let error) = result { error } else { nil }
    }
}
