import Foundation

/// Runs work later: the simulated server's latency and the refresh deadline both wait on
/// it. The host uses ``DispatchInfoScheduler`` (real time); a test uses
/// ``ManualInfoScheduler`` and moves time on by hand, so no test waits on the wall clock.
public protocol InfoScheduler: Sendable {
    /// Runs `action` once, `seconds` from now (at once for 0), on any thread, unless the
    /// returned work is cancelled first.
    @discardableResult
    func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> ScheduledWork
}

/// Work an ``InfoScheduler`` will run later; cancel it to run it never and release it now.
public struct ScheduledWork: Sendable {
    private let cancelAction: @Sendable () -> Void

    /// Makes a handle that runs `cancel` when the work is cancelled.
    public init(cancel: @escaping @Sendable () -> Void) {
        cancelAction = cancel
    }

    /// Stops the work from running if it has not started; does nothing after it ran.
    public func cancel() {
        cancelAction()
    }
}

/// Real time: runs each action from a dispatch timer on a global queue. A cancelled timer
/// is released at once, so cancelled deadlines do not pile up until their time.
public struct DispatchInfoScheduler: InfoScheduler {
    /// Makes a scheduler.
    public init() {}

    /// Runs `action` on a global queue `seconds` from now.
    @discardableResult
    public func after(_ seconds: Double, _ action: @escaping @Sendable () -> Void) -> ScheduledWork {
        let timer = DispatchTimer(after: seconds, action)
        return ScheduledWork { timer.cancel() }
    }
}

/// One dispatch timer that keeps itself alive (its handler holds it) until it fires or is
/// cancelled, whichever is first.
private final class DispatchTimer: @unchecked Sendable {
    // @unchecked Sendable: the only stored state is a `let` dispatch source, and libdispatch
    // makes its `cancel()` (the only call made after `init`) safe from any thread.
    private let source: any DispatchSourceTimer

    init(after seconds: Double, _ action: @escaping @Sendable () -> Void) {
        source = DispatchSource.makeTimerSource(queue: .global())
        source.schedule(deadline: .now() + max(0, seconds))
        source.setEventHandler { [self] in
            action()
            cancel()
        }
        source.resume()
    }

    /// Cancels the source, which releases its handler and with it this timer.
    func cancel() {
        source.cancel()
    }
}
