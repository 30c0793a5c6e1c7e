import APICompatibility
import Foundation
import Prelude
import Testing

/// The package says one version everywhere: what `--version` prints (``VerticalHub/version``),
/// the changelog's last release, and the API baseline's release.
@Suite("the package's version: one number in the code, the changelog and the API baseline")
struct ReleaseVersionTests {
    /// The package root, from this file's place in `Tests/APICompatibilityTests`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("--version prints the changelog's last release")
    func changelogAgrees() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let changelog = Changelog(text: text, name: "CHANGELOG.md")
        #expect(changelog.latestRelease?.version.description == VerticalHub.version)
    }

    @Test("the API baseline is the public API of that release")
    func baselineAgrees() throws {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("Scripts/api-baseline/baseline.json"))
        #expect(try JSON(parsing: data)["version"]?.stringValue == VerticalHub.version)
    }
}
