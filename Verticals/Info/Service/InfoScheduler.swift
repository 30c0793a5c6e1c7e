import Foundation

/// Runs work later: the simulated server's latency and the refresh deadline both wait on
/// it. The host uses ``DispatchInfoScheduler`` (real time); a test uses
/// ``ManualInfoScheduler`` and moves time on by hand, so no test waits on the wall clock.
public protocol InfoScheduler: Sendable {
    /// Runs `action` once, `seconds` from now (at once for 0), on any thread.
    func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void)
}

/// Real time: runs actions on a global dispatch queue after their delay.
public struct DispatchInfoScheduler: InfoScheduler {
    /// Makes a scheduler.
    public init() {}

    /// Runs `action` on a global queue `seconds` from now.
    public func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) {
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds), execute: action)
    }
}
