import Foundation
import Scaffolding

/// A throwaway copy of the parts of this package the tool reads and edits (the manifest, the
/// host's list, the policies, the rules, the world files), in a fresh temporary folder. Each
/// test removes its sandbox with ``remove()``.
struct Sandbox {
    /// This package's root.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The files copied, from the package root.
    static let copied = [
        "Package.swift", "Host/CLI/App/Verticals.swift", "Host/CLI/Resources/Policy/Shell.json",
        "Scripts/dependency-rules.json", ".swift-format", ModuleGraphDocument.path,
    ]

    /// The sandbox's root.
    let root: URL

    /// Makes a sandbox with the package's files as they are now.
    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffolding-\(UUID().uuidString)")
        let source = Self.packageRoot
        var paths = Self.copied
        for folder in ["Prelude/World", "Verticals"] {
            let base = source.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
            paths += files.filter {
                $0.hasSuffix(".swift") && $0.contains("World") || $0.contains("/Resources/Policy/")
            }
            .filter { !$0.hasSuffix("/Policy") }.map { folder + "/" + $0 }
        }
        for path in paths {
            let target = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source.appendingPathComponent(path), to: target)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    }

    /// Removes the sandbox.
    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// Every file under the root with its bytes and permission bits: two equal snapshots mean
    /// nothing changed.
    func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        for path in files {
            let url = root.appendingPathComponent(path)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                result[path] = "folder \(String(mode, radix: 8))"
            } else {
                result[path] = "\(String(mode, radix: 8)) " + (try String(contentsOf: url, encoding: .utf8))
            }
        }
        return result
    }

    /// The text of `path` in the sandbox.
    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Replaces the text of `path` in the sandbox.
    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    /// The names a planner must avoid in tests: the package's own modules as of today.
    static let takenNames: Set<String> = [
        "Prelude", "VerticalInterfaces", "Maps", "ClinicalRecords", "Info", "PlatformHub", "HostCLI", "host",
        "GRDB", "ArgumentParser", "Logging", "SwiftSyntax", "Foundation", "Testing",
    ]

    /// A plan for `name` in this sandbox.
    func newPlan(_ name: String, command: Bool = false, database: Bool = false) throws -> ScaffoldPlan {
        let template = VerticalTemplate(try VerticalName(name), withCommand: command, withDatabase: database)
        return try NewVerticalPlanner(root: root.path, takenNames: Self.takenNames).plan(template)
    }
}
