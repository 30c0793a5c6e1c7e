import Foundation
import ScriptSupport

/// A package the test writes file by file into a temporary folder: small reproductions of
/// layouts the checker must read, kept as text in the tests that use them.
enum TemporaryPackage {
    /// Writes `files` (path relative to the package root, to contents) into a fresh folder.
    ///
    /// - Parameter files: The files to write; folders are made as needed.
    /// - Returns: The package's root folder; remove it with ``Fixture/remove(_:)``.
    static func write(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("dependency-rules-package-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        return root
    }

    /// A manifest of tools version 5.9 named `name` with `body` after `name:` (products,
    /// dependencies, targets) and `preamble` (one line) before `let package`.
    static func manifest(_ body: String, name: String = "Reproduction", preamble: String = "") -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription
        \(preamble.isEmpty ? "" : preamble + "\n")let package = Package(
            name: "\(name)",
        \(body)
        )

        """
    }
}
