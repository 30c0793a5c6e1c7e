import Foundation

/// Another process (Python's `sqlite3`) that holds an exclusive lock on a database until
/// released: started, it has the lock once it says so; nothing here waits on a timer.
final class LockHolder {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    /// Starts the holder and returns once it holds `BEGIN EXCLUSIVE` on `path`.
    init(path: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1], isolation_level=None)
            connection.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.read()
            connection.execute("ROLLBACK")
            """,
            path,
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
