public import Foundation
import Synchronization

/// The child processes this process is waiting for, so that a signal handler
/// (``SignalCleanup``) can stop them instead of leaving a `swift build` running after the
/// tool is gone.
public enum ChildProcesses {
    private struct State {
        /// The running children. Bounded by the tools' own use: one command at a time.
        var children: Set<Int32> = []
        /// Whether a signal handler is stopping the process.
        var stopping = false
    }

    private static let state = Mutex(State())

    /// Starts `process`, waits for it to exit, and lists it as running meanwhile. Once a
    /// signal handler is stopping the process, the calling thread waits for the handler to
    /// exit the process instead of returning (a child it starts late is stopped at once).
    public static func run(_ process: Process) throws {
        parkIfStopping()
        try process.run()
        let identifier = process.processIdentifier
        let startedLate = state.withLock { state in
            if state.stopping { return true }
            state.children.insert(identifier)
            return false
        }
        if startedLate { kill(identifier, SIGTERM) }
        process.waitUntilExit()
        state.withLock { _ = $0.children.remove(identifier) }
        parkIfStopping()
    }

    /// Marks the process as stopping and returns the children running now.
    static func beginStopping() -> Set<Int32> {
        state.withLock { state in
            state.stopping = true
            return state.children
        }
    }

    /// Waits for the signal handler to exit the process, if it is stopping it.
    private static func parkIfStopping() {
        while state.withLock({ $0.stopping }) {
            sleep(1)
        }
    }
}
