public import Foundation
import Synchronization

/// Stops a tool cleanly on SIGINT or SIGTERM (Ctrl-C, `timeout`, a CI cancel): every running
/// child (``ChildProcesses``) is asked to stop, then killed if it has not stopped within a few
/// seconds, every registered temporary folder is deleted, and the process exits with
/// 128 + the signal's number, as a shell reports it.
public enum SignalCleanup {
    /// Folders to delete on a signal. Bounded by the tool's own use: a handful per run.
    private static let folders = Mutex<Set<URL>>([])

    /// How long a child gets to stop after SIGTERM before it is killed.
    public static let gracePeriod: Duration = .seconds(5)

    /// Installs the handlers for SIGINT and SIGTERM; `message` is printed to standard error
    /// first. Call it once, before the first child starts.
    public static func install(message: @escaping @Sendable (Int32) -> String) {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                FileHandle.standardError.write(Data((message(signalNumber) + "\n").utf8))
                stopChildren()
                removeFolders()
                exit(128 + signalNumber)
            }
            source.resume()
            // The source must live as long as the process; one retain that is never released
            // keeps it (two sources per process, so nothing grows).
            _ = Unmanaged.passRetained(source as AnyObject)
        }
    }

    /// Deletes `folder` if a signal stops the tool before ``forget(_:)``.
    public static func remember(_ folder: URL) {
        folders.withLock { _ = $0.insert(folder) }
    }

    /// The folder was deleted (or kept on purpose): a signal no longer deletes it.
    public static func forget(_ folder: URL) {
        folders.withLock { _ = $0.remove(folder) }
    }

    /// Stops every child and everything it started: a SIGTERM'd `swift build` does not always
    /// stop its compiler jobs, and once it is gone they are orphans nobody waits for. So the
    /// whole process tree is collected first (and again before the SIGKILL, for processes
    /// started meanwhile), then signalled.
    private static func stopChildren() {
        let children = ChildProcesses.beginStopping()
        var tree = children.union(ProcessTree.descendants(of: children))
        for process in tree { kill(process, SIGTERM) }
        let deadline = ContinuousClock.now + gracePeriod
        while ContinuousClock.now < deadline, tree.contains(where: isRunning) {
            usleep(50_000)
        }
        tree.formUnion(ProcessTree.descendants(of: tree))
        for process in tree where isRunning(process) { kill(process, SIGKILL) }
    }

    /// Whether `child` exists and is not a zombie (it exited but was not reaped yet).
    private static func isRunning(_ child: Int32) -> Bool {
        guard kill(child, 0) == 0 else { return false }
        guard let status = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8) else { return true }
        // The state follows the parenthesised command name: "pid (name) S ...".
        guard let close = status.lastIndex(of: ")") else { return true }
        let state = status[status.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z"
    }

    private static func removeFolders() {
        for folder in folders.withLock({ $0 }) {
            try? FileManager.default.removeItem(at: folder)
            SwiftPMLockFiles.remove(for: folder)
        }
    }
}
