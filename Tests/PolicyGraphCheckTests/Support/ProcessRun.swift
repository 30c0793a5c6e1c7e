import Foundation

/// Runs a program to completion. Its output goes to temporary files, so a chatty program can
/// never fill a pipe and stall.
enum ProcessRun {
    /// What a run printed and how it exited.
    struct Result: Sendable {
        /// The exit status.
        var status: Int32
        /// Standard output.
        var output: String
        /// Standard error.
        var errorOutput: String

        /// The lines of standard error in the compiler's form, each read into its parts.
        var diagnostics: [GraphTool.Diagnostic] {
            errorOutput.split(separator: "\n").compactMap { GraphTool.Diagnostic(String($0)) }
        }

        /// Everything the run printed, for failure messages.
        var printed: String { "exit \(status)\nstdout:\n\(output)\nstderr:\n\(errorOutput)" }
    }

    /// Runs `executable` with `arguments` in `directory` (the current one when `nil`), with
    /// `environment` added to this process's environment and `unset` removed from it.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        unset: [String] = []
    ) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-graph-run-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        for name in unset { variables[name] = nil }
        process.environment = variables
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
}
