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

    /// Runs the tool with `arguments` and waits for it.
    static func run(_ arguments: [String]) throws -> Run {
        let result = try CommandRunner.run(arguments, executable: binary)
        return Run(status: result.status, output: result.output, errorOutput: result.errorOutput)
    }
}
