import Foundation

/// The fixture packages beside these tests. Their Swift files end in `.fixture` so that
/// neither SwiftPM nor swift-format reads them; a test copies a fixture to a temporary
/// folder with the suffix removed and checks the copy.
enum Fixture {
    /// `Tests/DependencyRulesTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The package root of the whole repository (for locating the built tool).
    static let repositoryRoot = root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A fresh copy of fixture `name` with `.fixture` suffixes removed.
    static func materialize(_ name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory
            .appendingPathComponent("dependency-rules-\(name)-\(UUID().uuidString)")
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

    /// Removes a materialized fixture and its scratch folder.
    static func remove(_ url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
