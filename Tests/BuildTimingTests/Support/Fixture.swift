import Foundation
import ScriptSupport

/// The fixture package beside these tests (see ``FixtureCopy`` for the `.fixture` suffix).
enum Fixture {
    /// `Tests/BuildTimingTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fresh copy of fixture `name` with `.fixture` suffixes removed.
    static func materialize(_ name: String) throws -> URL {
        try FixtureCopy.materialize(root.appendingPathComponent(name), prefix: "build-timing")
    }

    /// The built `TimeBuilds` executable, beside the test bundle.
    static var binary: URL { FixtureCopy.builtExecutable("TimeBuilds") }

    /// Runs the executable with `arguments`; returns its status, standard output and error.
    static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try CommandRunner.run(arguments, executable: binary)
        return (result.status, result.output, result.errorOutput)
    }
}
