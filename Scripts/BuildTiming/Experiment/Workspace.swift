public import Foundation
import ScriptSupport

/// A private copy of the package and a fresh scratch path, so that the measurements never
/// touch the developer's sources or `.build`, and nobody's edits land mid-measurement.
public struct Workspace: Sendable {
    /// The copy of the package.
    public var package: URL
    /// The scratch path every build uses.
    public var scratch: URL
    /// The folder holding both (removed by ``remove()``).
    public var root: URL

    /// Top-level entries that are never copied: build folders, VCS data, earlier results.
    static let skipped: Set<String> = [".git", ".build", ".swiftpm", "build-timings", "benchmark-results"]

    /// Copies the package at `source` into a new temporary folder, which a SIGINT or SIGTERM
    /// deletes (``SignalCleanup``) until ``remove()``.
    public static func make(copying source: URL) throws -> Workspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("time-builds-\(UUID().uuidString)")
        SignalCleanup.remember(root)
        let package = root.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        for entry in try FileManager.default.contentsOfDirectory(atPath: source.path)
        where !skipped.contains(entry) && !entry.hasPrefix(".build") {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(entry), to: package.appendingPathComponent(entry))
        }
        return Workspace(package: package, scratch: root.appendingPathComponent("scratch"), root: root)
    }

    /// Makes the next build a clean one: removes every build product in the scratch path
    /// but keeps the resolved package checkouts (resolution is not what is measured).
    public func clean() throws {
        let keep: Set<String> = ["checkouts", "repositories", "artifacts", "workspace-state.json"]
        guard FileManager.default.fileExists(atPath: scratch.path) else { return }
        for entry in try FileManager.default.contentsOfDirectory(atPath: scratch.path) where !keep.contains(entry) {
            try FileManager.default.removeItem(at: scratch.appendingPathComponent(entry))
        }
    }

    /// Deletes the copy, the scratch path and SwiftPM's lock files for them.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
        SwiftPMLockFiles.remove(for: root)
        SignalCleanup.forget(root)
    }

    /// The arguments every SwiftPM command gets.
    public var swiftPMArguments: [String] {
        ["--package-path", package.path, "--scratch-path", scratch.path]
    }
}
