public import Prelude

/// The info screen's state and its inputs. The plugin calls the inputs; the view builds
/// from ``state``.
///
/// ```swift
/// let model = InfoViewModel()
/// let token = model.state.bind { print($0.refresh) }
/// model.refreshStarted()        // prints loading
/// ```
public final class InfoViewModel: Sendable {
    /// The screen's state; observers hear every change.
    public let state = Observable(InfoScreenState())

    /// Makes a view model with nothing fetched.
    public init() {}

    /// A refresh has started and waits for the server.
    public func refreshStarted() {
        state.update { $0.inFlight += 1 }
    }

    /// A refresh has ended with `outcome`.
    public func refreshFinished(_ outcome: RefreshOutcome) {
        state.update { state in
            state.inFlight = max(0, state.inFlight - 1)
            state.lastOutcome = outcome.result
            if case .success(let fetched) = outcome.result {
                state.latest = fetched
            }
        }
    }

    /// ClinicalRecords said its records changed.
    public func recordsChanged() {
        state.update { $0.recordChanges += 1 }
    }
}
