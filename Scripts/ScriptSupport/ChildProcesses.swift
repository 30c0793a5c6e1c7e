public import Foundation
import Synchronization

/// The child processes this process is waiting for, so that a signal handler can stop them
/// instead of leaving a `swift build` running after the tool is gone.
public enum ChildProcesses {
    /// The identifiers of the running children. Bounded by the tool's own use: it runs one
    /// command at a time.
    private static let running = Mutex<Set<Int32>>([])

    /// Starts `process`, waits for it to exit, and lists it as running meanwhile.
    public static func run(_ process: Process) throws {
        try process.run()
        let identifier = process.processIdentifier
        running.withLock { _ = $0.insert(identifier) }
        process.waitUntilExit()
        running.withLock { _ = $0.remove(identifier) }
    }

    /// The running children's process identifiers.
    public static var identifiers: Set<Int32> { running.withLock { $0 } }
}
