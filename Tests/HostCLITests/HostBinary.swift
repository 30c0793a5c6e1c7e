import Foundation
import Prelude

/// Runs the built `host` executable, which SwiftPM puts beside the test bundle.
struct HostBinary {
    struct Run {
        let status: Int32
        let output: String
        let error: String

        /// Standard output parsed as one JSON document.
        func json() throws -> JSON {
            try JSON(parsing: output)
        }

        /// Standard error parsed as one JSON document (errors with `--format json`).
        func errorJSON() throws -> JSON {
            try JSON(parsing: error)
        }
    }

    static func run(_ arguments: String...) throws -> Run {
        try run(arguments)
    }

    /// Runs `host` with `arguments` in `directory` (the current one by default).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        try run(executable: try location(), arguments, in: directory)
    }

    /// Runs `wrapper` (a program found on `PATH` and its arguments, such as `setpriv …`)
    /// with the `host` executable and `arguments` after it; an empty `arguments` runs
    /// `wrapper` alone.
    static func run(wrapper: [String], _ arguments: [String]) throws -> Run {
        let host = arguments.isEmpty ? [] : [try location().path]
        return try run(executable: URL(fileURLWithPath: "/usr/bin/env"), wrapper + host + arguments)
    }

    private static func run(executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read standard error on another thread, so a child that fills one pipe while we
        // drain the other can never block.
        let errorData = Locked(Data())
        let errorRead = DispatchSemaphore(value: 0)
        Thread {
            errorData.withLock { $0 = error.fileHandleForReading.readDataToEndOfFile() }
            errorRead.signal()
        }.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorRead.wait()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData.value, as: UTF8.self))
    }

    static func location() throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Apple platforms the tests run inside an .xctest bundle a few levels down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("host")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "host beside \(testBinary.path)"])
    }
}

/// A fresh folder for one test's `--data-dir`, removed when the value is released; tests
/// never touch the user's home.
final class TemporaryFolder: Sendable {
    /// The folder's path.
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("host-tests-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `--data-dir <path>`, to add to a command line.
    var option: [String] { ["--data-dir", path] }
}
