import Foundation

/// Runs the built `PolicyGraphCheck` executable, as the host's build does through
/// `PolicyGraphPlugin`. SwiftPM puts it beside the test bundle; the test target depends on it,
/// so `swift build --build-tests` builds it.
enum GraphTool {
    /// One line in the compiler's form:
    /// `<file>:<line>:<column>: error|warning: [<plugin>] <key>: <message> (<code>)`.
    struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var plugin: String
        var key: String
        var message: String
        var code: String

        /// Reads `text`, or `nil` when it is not a diagnostic in the compiler's form.
        init?(_ text: String) {
            let form = /^(.+?):(\d+):(\d+): (error|warning): \[([^\]]*)\] ([^ ]+): (.*) \((\w+)\)$/
            guard let match = text.wholeMatch(of: form), let line = Int(match.2), let column = Int(match.3) else {
                return nil
            }
            file = String(match.1)
            self.line = line
            self.column = column
            severity = String(match.4)
            plugin = String(match.5)
            key = String(match.6)
            message = String(match.7)
            code = String(match.8)
        }

        var description: String {
            "\(file):\(line):\(column): \(severity): [\(plugin)] \(key): \(message) (\(code))"
        }
    }

    /// The executable's location: beside the running test bundle.
    static func location() throws -> URL {
        let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = testBinary.deletingLastPathComponent()
        // On Apple platforms the tests run inside an .xctest bundle a few levels down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("PolicyGraphCheck")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "PolicyGraphCheck beside \(testBinary.path)"])
    }

    /// Runs the tool with `arguments` and waits for it.
    static func run(_ arguments: [String]) throws -> ProcessRun.Result {
        try ProcessRun.run(executable: try location(), arguments)
    }
}
