public import Foundation
public import HubInterfaces

/// The info one refresh brought, and when it arrived (by `Current.clock`).
public struct FetchedInfo: Sendable, Hashable {
    /// What the server answered.
    public var info: ServerInfo
    /// When the answer arrived.
    public var fetchedAt: Date

    /// Makes a value.
    public init(info: ServerInfo, fetchedAt: Date) {
        self.info = info
        self.fetchedAt = fetchedAt
    }
}

/// Why a refresh failed.
public enum RefreshFailure: Error, Sendable, Hashable {
    /// The server answered with this HTTP-like status (such as 500).
    case serverError(status: Int)
    /// The server did not answer within the deadline, in seconds; a later answer is dropped.
    case timedOut(seconds: Double)
}

/// How one refresh ended, tagged with the command's correlation id.
public struct RefreshOutcome: Sendable, Hashable {
    /// The `info.refresh` command this answers.
    public var correlationID: CorrelationID
    /// The info, or why there is none.
    public var result: Result<FetchedInfo, RefreshFailure>

    /// Makes an outcome.
    public init(correlationID: CorrelationID, result: Result<FetchedInfo, RefreshFailure>) {
        self.correlationID = correlationID
        self.result = result
    }
}
