public import Foundation

/// Runs a command to completion, output to files (a chatty build never stalls on a pipe).
public enum CommandRunner {
    /// A finished command.
    public struct Result: Sendable {
        /// Its exit status.
        public var status: Int32
        /// Standard output and standard error together.
        public var output: String
    }

    /// Runs `arguments` (the first looked up on `PATH`) in `directory`.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "time-builds-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: logURL) }
        let log = try FileHandle(forWritingTo: logURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try log.close()
        return Result(
            status: process.terminationStatus, output: String(decoding: try Data(contentsOf: logURL), as: UTF8.self))
    }

    /// Runs `arguments` and returns the output; throws ``TimingError/commandFailed(command:status:output:)``
    /// on a non-zero exit.
    public static func output(of arguments: [String], in directory: URL? = nil) throws -> String {
        let result = try run(arguments, in: directory)
        guard result.status == 0 else {
            throw TimingError.commandFailed(
                command: arguments.joined(separator: " "), status: result.status, output: result.output)
        }
        return result.output
    }
}
