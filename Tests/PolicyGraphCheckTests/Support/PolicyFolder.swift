import Foundation

/// A graph's files laid out as a package lays them out (`<Module>/Resources/Policy/<Name>.json`,
/// with `<Module>/Resources/Contracts/<Name>.json` when the plugin declares contracts), in a
/// fresh temporary folder, and the command line the build-tool plugin gives the tool for them.
/// The folder is removed when the value is released.
final class PolicyFolder: Sendable {
    /// One plugin: its policy file and, when it declares them, its contracts file (paths from the root).
    struct Plugin: Sendable, Hashable {
        var policy: String
        var contracts: String?
    }

    /// The folder's absolute path, symbolic links resolved (the tool prints paths as given).
    let root: URL
    /// Each plugin, in the order the tool is given them.
    let plugins: [Plugin]

    /// Writes `files` (bytes by path from the root) into a fresh folder.
    init(files: [String: [UInt8]], plugins: [Plugin]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-graph-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        root = folder.resolvingSymlinksInPath()
        self.plugins = plugins
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// The absolute path of `path` (from the root).
    func absolute(_ path: String) -> String {
        root.appendingPathComponent(path).path
    }

    /// Where the tool writes the graph.
    var output: String { absolute("ValidatedGraph.json") }

    /// The command line `PolicyGraphPlugin` gives the tool: each `--policy` (with its `--contracts`),
    /// then `--output` and `--root`.
    var arguments: [String] {
        plugins.flatMap { plugin in
            ["--policy", absolute(plugin.policy)] + (plugin.contracts.map { ["--contracts", absolute($0)] } ?? [])
        } + ["--output", output, "--root", root.path]
    }

    /// The bytes of `path` (from the root).
    func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }
}
