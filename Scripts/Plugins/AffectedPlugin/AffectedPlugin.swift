import Foundation
import PackagePlugin

/// `swift package affected --base REF [options]`: runs the `Affected` tool on this package with
/// the same options as `Scripts/affected`. SwiftPM builds the tool first. The tool's own SwiftPM
/// scratch folder (for `dump-package`) is the plugin's work folder, so it needs no permission to
/// write to the package and never waits for the lock SwiftPM holds on `.build` while the plugin runs.
@main
struct AffectedPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "Affected")
        var toolArguments = arguments
        if !arguments.contains("--package-path") {
            toolArguments = ["--package-path", context.package.directoryURL.path] + toolArguments
        }
        if !arguments.contains("--scratch-path") && !arguments.contains("--help") {
            toolArguments += ["--scratch-path", context.pluginWorkDirectoryURL.appending(path: "affected").path]
        }
        let process = try Process.run(tool.url, arguments: toolArguments)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("affected exited with status \(process.terminationStatus) (see above)")
        }
    }
}
