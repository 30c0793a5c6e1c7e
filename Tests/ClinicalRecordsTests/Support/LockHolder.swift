import Foundation

/// Another process (Python's `sqlite3`) that holds an exclusive lock on a database, or
/// only keeps it open after a read, until released: started, it has the lock (or the open
/// connection) once it says so; nothing here waits on a timer.
final class LockHolder {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts the holder and returns once it holds `BEGIN EXCLUSIVE` on `path`, or, when
    /// `exclusive` is false, once it has read from it and keeps the connection open.
    init(path: String, exclusive: Bool = true) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1], isolation_level=None)
            exclusive = sys.argv[2] == "exclusive"
            connection.execute("BEGIN EXCLUSIVE" if exclusive else "SELECT COUNT(*) FROM sqlite_master")
            print("locked", flush=True)
            sys.stdin.read()
            if exclusive:
                connection.execute("ROLLBACK")
            """,
            path, exclusive ? "exclusive" : "open",
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readData(ofLength: 7), as: UTF8.self)
        guard said == "locked\n" else {
            process.terminate()
            throw CocoaError(.fileLocking, userInfo: [NSLocalizedDescriptionKey: "the lock holder said \(said)"])
        }
    }

    /// Lets go of the lock and waits for the holder to end.
    func release() throws {
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }
}
