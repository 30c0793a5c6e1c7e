import Foundation

/// Runs the built `CheckDependencies` executable, as CI does.
///
/// The executable is found beside the test bundle (`swift build` puts both in the same
/// folder), or at the path in `CHECK_DEPENDENCIES_BINARY`. Run `swift build` (or
/// `swift build --product CheckDependencies`) with the same scratch path before `swift test`.
enum CheckTool {
    /// What a run printed and how it exited.
    struct Run {
        var status: Int32
        var output: String
        var errorOutput: String

        /// The `path:line:col: error:` lines.
        var diagnostics: [String] {
            output.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        }
    }

    /// The executable's location.
    static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["CHECK_DEPENDENCIES_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("CheckDependencies")
    }

    /// Whether the executable has been built.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// Runs the tool with `arguments` and waits for it.
    static func run(_ arguments: [String]) throws -> Run {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("check-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let outURL = directory.appendingPathComponent("out")
        let errURL = directory.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            output: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            errorOutput: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }
}
