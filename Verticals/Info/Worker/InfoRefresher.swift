public import HubInterfaces
public import Prelude

/// The refresh logic: asks the info server, races its answer against the deadline, and
/// reports exactly one outcome per refresh, tagged with the refresh's correlation id.
/// It does no I/O of its own: the server and the time both come from the local world.
///
/// Whichever comes first, the answer or the deadline, decides the outcome; the other is
/// dropped (so an answer after a timeout is never delivered). Refreshes in flight at once
/// are kept apart by a ticket of their own, so two refreshes with different (or even the
/// same) correlation ids each get their own outcome.
///
/// ```swift
/// let refresher = InfoRefresher(started: { _ in }, finished: { outcome in print(outcome) })
/// try refresher.refresh("abc", in: Current.info, clock: Current.clock)
/// ```
public final class InfoRefresher: Sendable {
    /// How many refreshes may wait for the server at once; one more is refused.
    public static let inFlightLimit = 64

    private struct Waiting: Sendable {
        let id: CorrelationID
        var deadline: ScheduledWork?
    }

    private struct State: Sendable {
        var lastTicket: UInt64 = 0
        var waiting: [UInt64: Waiting] = [:]
    }

    private let state = Locked(State())
    private let started: @Sendable (CorrelationID) -> Void
    private let finished: @Sendable (RefreshOutcome) -> Void

    /// Makes a refresher.
    /// - Parameters:
    ///   - started: Called on the caller's thread when a refresh has started.
    ///   - finished: Called once per refresh with its outcome, on whichever thread the
    ///     answer or the deadline arrives.
    public init(
        started: @escaping @Sendable (CorrelationID) -> Void, finished: @escaping @Sendable (RefreshOutcome) -> Void
    ) {
        self.started = started
        self.finished = finished
    }

    /// Starts a refresh with `world`'s server, scheduler and deadline, and returns at once.
    /// The fetch time of a successful answer is read from `clock` when the answer arrives.
    ///
    /// - Throws: `PluginError` (`PluginError/Code/unavailable`) when
    ///   ``inFlightLimit`` refreshes already wait for the server.
    public func refresh(_ id: CorrelationID, in world: InfoWorld, clock: WorldClock) throws(PluginError) {
        let ticket = try state.withLock { (state: inout State) throws(PluginError) -> UInt64 in
            guard state.waiting.count < Self.inFlightLimit else {
                throw PluginError(
                    code: .unavailable,
                    message: "\(Self.inFlightLimit) refreshes already wait for the info server; "
                        + "wait for their outcomes on info.updates before sending info.refresh again",
                    messageName: "info.refresh", kind: .command, receiver: "Info")
            }
            state.lastTicket += 1
            state.waiting[state.lastTicket] = Waiting(id: id)
            return state.lastTicket
        }
        started(id)
        let timeout = world.configuration.timeout
        let deadline = world.scheduler.after(timeout) {
            self.finish(ticket, .failure(.timedOut(seconds: timeout)))
        }
        let stillWaiting = state.withLock { state in
            state.waiting[ticket]?.deadline = deadline
            return state.waiting[ticket] != nil
        }
        if !stillWaiting { deadline.cancel() }
        world.service.fetchInfo { answer in
            switch answer {
            case .success(let info): self.finish(ticket, .success(FetchedInfo(info: info, fetchedAt: clock.now())))
            case .failure(let error): self.finish(ticket, .failure(.serverError(status: error.status)))
            }
        }
    }

    /// How many refreshes wait for the server now.
    public var inFlightCount: Int { state.withLock { $0.waiting.count } }

    /// Reports the first arrival for `ticket` and cancels its deadline; drops any later arrival.
    private func finish(_ ticket: UInt64, _ result: Result<FetchedInfo, RefreshFailure>) {
        guard let waiting = state.withLock({ $0.waiting.removeValue(forKey: ticket) }) else { return }
        waiting.deadline?.cancel()
        finished(RefreshOutcome(correlationID: waiting.id, result: result))
    }
}
