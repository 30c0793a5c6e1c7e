import Foundation
import ScriptSupport

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
        return FixtureCopy.builtExecutable("CheckDependencies")
    }

    /// Whether the executable has been built.
    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: binary.path) }

    /// Runs the tool with `arguments` in `directory` (the test's own when `nil`) and waits for
    /// it. `GITHUB_WORKSPACE` is empty unless `environment` sets it, so a run on GitHub's
    /// runners prints what it prints anywhere else.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws
        -> Run
    {
        let settings = ["GITHUB_WORKSPACE": ""].merging(environment) { _, given in given }
            .map { "\($0.key)=\($0.value)" }.sorted()
        let result = try CommandRunner.run(settings + [binary.path] + arguments, in: directory)
        return Run(status: result.status, output: result.output, errorOutput: result.errorOutput)
    }
}
