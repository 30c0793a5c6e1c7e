public import Foundation

/// Fixture packages for the tools' tests. A fixture keeps its Swift files as
/// `*.swift.fixture` (and its manifest as `Package.swift.fixture`), so neither SwiftPM nor
/// swift-format reads them; a test copies the fixture to a temporary folder, dropping the
/// suffix, and works on the copy.
public enum FixtureCopy {
    /// A fresh copy of `folder` in the temporary folder (named with `prefix`), every
    /// `.fixture` suffix removed.
    public static func materialize(_ folder: URL, prefix: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(prefix)-\(folder.lastPathComponent)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: folder, to: destination)
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

    /// Removes a materialized copy and the lock files SwiftPM left for it (``SwiftPMLockFiles``).
    public static func remove(_ copy: URL) {
        try? FileManager.default.removeItem(at: copy)
        SwiftPMLockFiles.remove(for: copy)
    }

    /// The built executable `name` beside the running test bundle (`swift build` puts both in
    /// the same folder).
    public static func builtExecutable(_ name: String) -> URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(name)
    }
}
