import Foundation
import PackagePlugin

/// Validates a host's policy graph when the host is built: every policy and contracts file
/// of the target it is applied to and of the targets that target depends on
/// (`Resources/Policy/<Name>.json`, with `Resources/Contracts/<Name>.json` beside it when there
/// is one) goes through the hub's own validator (`policy-graph-check`). A mistake fails the
/// build with a diagnostic in the compiler's form at the policy's line; a valid graph is
/// written into the target's resources as `ValidatedGraph.json`, which the hub starts from
/// (`Hub.start(validatedGraph:)`) without validating again while the files are unchanged.
///
/// ```swift
/// .executableTarget(name: "App", dependencies: [...], resources: [.copy("Resources")],
///                   plugins: [.plugin(name: "PolicyGraphPlugin", package: "VerticalHub")])
/// ```
@main
struct PolicyGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let host = target as? SourceModuleTarget else { return [] }
        let modules = [host] + host.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
        var arguments: [String] = []
        var inputs: [URL] = []
        var seen: Set<String> = []
        for module in modules where seen.insert(module.directoryURL.path).inserted {
            for (policy, contracts) in Self.policies(in: module.directoryURL) {
                arguments += ["--policy", policy.path]
                inputs.append(policy)
                if let contracts {
                    arguments += ["--contracts", contracts.path]
                    inputs.append(contracts)
                }
            }
        }
        guard !inputs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appending(path: "ValidatedGraph.json")
        return [
            .buildCommand(
                displayName: "Validating the policy graph of \(host.name)",
                executable: try context.tool(named: "PolicyGraphCheck").url,
                arguments: arguments + ["--output", output.path, "--root", context.package.directoryURL.path],
                inputFiles: inputs, outputFiles: [output])
        ]
    }

    /// The policies in `folder/Resources/Policy`, each with `folder/Resources/Contracts/<same name>`
    /// when that file exists, sorted by name.
    static func policies(in folder: URL) -> [(policy: URL, contracts: URL?)] {
        let files = FileManager.default
        let policies = folder.appending(path: "Resources/Policy")
        guard let names = try? files.contentsOfDirectory(atPath: policies.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let contracts = folder.appending(path: "Resources/Contracts/\(name)")
            return (policies.appending(path: name), files.fileExists(atPath: contracts.path) ? contracts : nil)
        }
    }
}
