import Prelude

extension Hub {
    /// Stops the hub: every later send, query and subscription through it (or through a
    /// plugin's handle) is refused as `unavailable`, the trace stops tapping event streams,
    /// and the cycle between the hub and its plugins is broken, so that dropping the hub
    /// frees its routing table, its plugins and their streams. Idempotent; the trace stays
    /// readable.
    ///
    /// ```swift
    /// try hub.start()
    /// defer { hub.stop() }
    /// ```
    ///
    /// A send already under way when `stop()` runs completes; its receiver stays alive
    /// until the hub itself is released. A hub that never started just stops taking
    /// registrations.
    public func stop() {
        let table = core.retire()
        core.taps.removeAll()
        core.contractTaps.removeAll()
        state.withLock {
            $0.phase = .stopped
            $0.registrations = []
            if let table { $0.retired = table }
        }
    }

    /// Whether ``stop()`` has been called.
    public var isStopped: Bool {
        state.withLock { if case .stopped = $0.phase { true } else { false } }
    }
}
