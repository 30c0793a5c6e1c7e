import Foundation

/// The fixture package beside these tests (its Swift files end in `.fixture`, so neither
/// SwiftPM nor swift-format reads them; a test copies it and removes the suffix).
enum Fixture {
    /// `Tests/BuildTimingTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fresh copy of fixture `name` with `.fixture` suffixes removed.
    static func materialize(_ name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("build-timing-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: destination)
        var renames: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: destination, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.pathExtension == "fixture" {
                renames.append(url)
            }
        }
        for url in renames {
            try FileManager.default.moveItem(at: url, to: url.deletingPathExtension())
        }
        return destination
    }

    /// The built `TimeBuilds` executable, beside the test bundle.
    static var binary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("TimeBuilds")
    }

    /// Runs the executable with `arguments`; returns its status, standard output and error.
    static func runTool(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "time-builds-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("out")
        let errURL = folder.appendingPathComponent("err")
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
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
