public import Foundation

/// Runs a command to completion and captures what it printed.
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

    /// Runs `arguments` (the first is looked up on `PATH`) in `directory` and waits.
    /// Output goes to temporary files, so a chatty command can never fill a pipe and stall.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "check-dependencies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    /// Runs `arguments` and returns standard output.
    ///
    /// - Throws: ``CheckError/commandFailed(command:status:output:)`` on a non-zero exit.
    public static func output(of arguments: [String], in directory: URL? = nil) throws -> String {
        let result = try run(arguments, in: directory)
        guard result.status == 0 else {
            throw CheckError.commandFailed(
                command: arguments.joined(separator: " "), status: result.status,
                output: result.errorOutput + result.output)
        }
        return result.output
    }
}
