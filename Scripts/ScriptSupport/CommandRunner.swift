public import Foundation

/// Runs a command to completion and captures what it printed. Output goes to temporary
/// files, so a chatty command can never fill a pipe and stall. While it runs, the child is
/// listed in ``ChildProcesses``, so a signal handler (``SignalCleanup``) can stop it.
public enum CommandRunner {
    /// What a finished command printed and how it exited.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errorOutput: String
    }

    /// Runs `arguments` in `directory` and waits. The first argument is looked up on `PATH`,
    /// unless `executable` names the program to run (then every argument is passed to it).
    public static func run(_ arguments: [String], in directory: URL? = nil, executable: URL? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try ChildProcesses.run(process)
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `arguments` and returns standard output.
    ///
    /// - Throws: `wrap(failure)` when the command exits with a non-zero status or cannot start.
    public static func output<Failure: Error>(
        of arguments: [String], in directory: URL? = nil, orThrow wrap: (CommandFailure) -> Failure
    ) throws(Failure) -> String {
        let result: Result
        do {
            result = try run(arguments, in: directory)
        } catch {
            throw wrap(
                CommandFailure(command: arguments.joined(separator: " "), status: -1, output: String(describing: error))
            )
        }
        guard result.status == 0 else {
            throw wrap(
                CommandFailure(
                    command: arguments.joined(separator: " "), status: result.status,
                    output: result.errorOutput + result.output))
        }
        return result.output
    }
}

/// A command that exited with a non-zero status (or could not be started: status -1).
public struct CommandFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The command line, joined with spaces.
    public var command: String
    /// Its exit status; -1 when it could not be started.
    public var status: Int32
    /// What it printed (standard error first), or why it could not start.
    public var output: String

    /// Makes a failure.
    public init(command: String, status: Int32, output: String) {
        self.command = command
        self.status = status
        self.output = output
    }

    /// What happened, in words.
    public var description: String {
        "`\(command)` exited with status \(status). Fix the error it printed and run again:\n\(output)"
    }
}
