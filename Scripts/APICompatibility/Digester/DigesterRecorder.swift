public import Foundation

/// Stands in for `swift-api-digester` while SwiftPM runs it: SwiftPM takes the digester from
/// `SWIFT_API_DIGESTER` when it is set, so a small script there writes down each command line
/// and then runs the real digester with it, unchanged. From a comparison's command line (the
/// modules' search paths, the target, the module) the check then dumps the working tree's API
/// with exactly SwiftPM's flags: for the `public` → `package` check, and for a new baseline.
public struct DigesterRecorder: Sendable {
    /// The folder that holds the script and the recorded command lines.
    public let folder: URL
    /// The real `swift-api-digester`.
    public let digester: URL

    /// The script SwiftPM runs instead of the digester. Each command line goes to a file of its
    /// own (NUL-separated arguments), so comparisons SwiftPM runs in parallel never mix.
    static let script = """
        #!/bin/sh
        # Written by Scripts/check-api: records the command line SwiftPM runs swift-api-digester with, then runs it.
        for argument in "$@"; do printf '%s\\0' "$argument"; done >"$CHECK_API_RECORDS/$$.args" || exit 70
        exec "$CHECK_API_DIGESTER" "$@"

        """

    /// Writes the script into `folder` (which exists).
    ///
    /// - Parameters:
    ///   - folder: A folder of the check's own, for the script and its records.
    ///   - digester: The real `swift-api-digester`.
    /// - Throws: ``APICheckError/cannotWrite(path:reason:)``.
    public init(folder: URL, digester: URL) throws(APICheckError) {
        self.folder = folder
        self.digester = digester
        do {
            try FileManager.default.createDirectory(at: records, withIntermediateDirectories: true)
            try Data(Self.script.utf8).write(to: scriptFile)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scriptFile.path)
        } catch {
            throw .cannotWrite(path: scriptFile.path, reason: error.localizedDescription)
        }
    }

    /// The script SwiftPM runs instead of the digester.
    public var scriptFile: URL { folder.appendingPathComponent("swift-api-digester") }
    var records: URL { folder.appendingPathComponent("records") }

    /// The variables that make SwiftPM run the script, as `NAME=value` for `env`.
    public var environment: [String] {
        [
            "SWIFT_API_DIGESTER=\(scriptFile.path)", "CHECK_API_DIGESTER=\(digester.path)",
            "CHECK_API_RECORDS=\(records.path)",
        ]
    }

    /// The recorded comparisons (`-diagnose-sdk`), by module; a later one replaces an earlier one.
    ///
    /// - Returns: Each compared module's command line, without the digester itself.
    public func comparisons() -> [String: [String]] {
        let files = (try? FileManager.default.contentsOfDirectory(at: records, includingPropertiesForKeys: nil)) ?? []
        var result: [String: [String]] = [:]
        for file in files.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard let data = try? Data(contentsOf: file) else { continue }
            var arguments = data.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            if arguments.last == "" { arguments.removeLast() }
            guard arguments.contains("-diagnose-sdk"), let module = Self.value(of: "-module", in: arguments) else {
                continue
            }
            result[module] = arguments
        }
        return result
    }

    /// A comparison's command line turned into a dump of the same module with the same flags:
    /// `-diagnose-sdk` becomes `-dump-sdk`, and the baseline, the allow-list, the diagnostics file
    /// and any earlier output give way to `-o output`. `-avoid-tool-args` keeps the command line
    /// (the build's absolute paths, written with escaped slashes, `\/home\/...`) out of the dump,
    /// so a committed dump holds nothing of the machine that made it.
    ///
    /// - Parameters:
    ///   - comparison: The recorded comparison's arguments.
    ///   - output: Where the dump goes.
    /// - Returns: The dump's arguments.
    public static func dumpArguments(from comparison: [String], output: String) -> [String] {
        let dropped: Set<String> = [
            "-baseline-path", "-serialize-diagnostics-path", "-breakage-allowlist-path", "-o", "-output-dir",
        ]
        var result = ["-dump-sdk"]
        var index = comparison.startIndex
        while index < comparison.endIndex {
            let argument = comparison[index]
            if dropped.contains(argument) {
                index += 2
                continue
            }
            if !["-diagnose-sdk", "-dump-sdk", "-avoid-tool-args"].contains(argument) { result.append(argument) }
            index += 1
        }
        return result + ["-avoid-tool-args", "-o", output]
    }

    /// The value after `option` in `arguments`.
    static func value(of option: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: option), index + 1 < arguments.endIndex else { return nil }
        return arguments[index + 1]
    }

    /// Finds the real `swift-api-digester`: `SWIFT_API_DIGESTER` when set, else on `PATH`, else
    /// beside the `swiftc` on `PATH` (symbolic links followed), else `xcrun --find`.
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: The digester.
    /// - Throws: ``APICheckError/digesterNotFound``.
    public static func findDigester(environment: [String: String]) throws(APICheckError) -> URL {
        if let named = environment["SWIFT_API_DIGESTER"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        let path = (environment["PATH"] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let fileManager = FileManager.default
        for folder in path {
            let candidate = folder.appendingPathComponent("swift-api-digester")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        for folder in path {
            let swiftc = folder.appendingPathComponent("swiftc")
            guard fileManager.isExecutableFile(atPath: swiftc.path) else { continue }
            let candidate = swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-api-digester")
            if fileManager.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        #if os(macOS)
            if let found = try? CommandRunner.run(["xcrun", "--find", "swift-api-digester"]), found.status == 0 {
                let candidate = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
                if fileManager.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
            }
        #endif
        throw .digesterNotFound
    }
}
