import Foundation
import Prelude

/// Waits until `condition` holds, polling, for at most `seconds`; whether it held.
/// Tests wait for what they are owed this way, never for a fixed time.
func eventually(within seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        if Date() > deadline { return false }
        sched_yield()
    }
    return true
}

/// A thread started by ``onThread(_:)``, to wait for.
final class RunningThread: Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private let done = Locked(false)

    /// Whether the thread's body has returned.
    var isDone: Bool { done.value }

    fileprivate init(_ body: @escaping @Sendable () -> Void) {
        Thread { [finished, done] in
            body()
            done.withLock { $0 = true }
            finished.signal()
        }.start()
    }

    /// Waits (synchronous code only) until the body returned or the deadline passed.
    func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
        finished.wait(timeout: timeout)
    }
}

/// Runs `body` on a new thread (not one of Swift concurrency's pool).
func onThread(_ body: @escaping @Sendable () -> Void) -> RunningThread {
    RunningThread(body)
}
