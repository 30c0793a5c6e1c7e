import Foundation
import ScriptSupport

/// The fixture packages beside these tests (see ``FixtureCopy`` for the `.fixture` suffix).
enum Fixture {
    /// `Tests/DependencyRulesTests/Fixtures`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A fresh copy of fixture `name` with `.fixture` suffixes removed.
    static func materialize(_ name: String) throws -> URL {
        try FixtureCopy.materialize(root.appendingPathComponent(name), prefix: "dependency-rules")
    }

    /// Removes a materialized fixture, its scratch folders and SwiftPM's lock files for them.
    static func remove(_ url: URL) {
        FixtureCopy.remove(url)
    }
}
