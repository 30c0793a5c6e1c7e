/// What the info screen shows: the last info fetched, the last refresh's state and how
/// many record changes Info has seen since launch.
public struct InfoScreenState: Sendable, Hashable {
    /// The state of refreshing, as the screen shows it.
    public enum Refresh: Sendable, Hashable {
        /// No refresh has been sent yet.
        case notRefreshed
        /// At least one refresh waits for the server.
        case loading
        /// The last refresh to finish brought info, fetched at that time.
        case loaded(FetchedInfo)
        /// The last refresh to finish failed.
        case failed(RefreshFailure)
    }

    /// The newest info any refresh brought, kept when a later refresh fails.
    public var latest: FetchedInfo?
    /// How many refreshes wait for the server.
    public var inFlight: Int
    /// How the last refresh to finish ended, if one has.
    public var lastOutcome: Result<FetchedInfo, RefreshFailure>?
    /// How many `records.changed` events Info has seen since launch.
    public var recordChanges: Int

    /// Makes a state; by default nothing fetched, nothing in flight, no record changes.
    public init(
        latest: FetchedInfo? = nil, inFlight: Int = 0, lastOutcome: Result<FetchedInfo, RefreshFailure>? = nil,
        recordChanges: Int = 0
    ) {
        self.latest = latest
        self.inFlight = inFlight
        self.lastOutcome = lastOutcome
        self.recordChanges = recordChanges
    }

    /// The refresh state: loading while any refresh waits, else how the last one ended.
    public var refresh: Refresh {
        if inFlight > 0 { return .loading }
        switch lastOutcome {
        case nil: return .notRefreshed
        case .success(let fetched): return .loaded(fetched)
        case .failure(let failure): return .failed(failure)
        }
    }
}
