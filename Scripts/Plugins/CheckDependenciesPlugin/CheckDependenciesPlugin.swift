import Foundation
import PackagePlugin

/// `swift package check-dependencies [options]`: runs the `CheckDependencies` tool on this
/// package with the same options as `Scripts/check-dependencies`. SwiftPM builds the tool
/// first. The check's own SwiftPM scratch folder is the plugin's work folder (inside
/// `.build/plugins`), so it needs no permission to write to the package.
@main
struct CheckDependenciesPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "CheckDependencies")
        var toolArguments = arguments
        if !arguments.contains("--package-path") {
            toolArguments = ["--package-path", context.package.directoryURL.path] + toolArguments
        }
        if !arguments.contains("--scratch-path") && !arguments.contains("--help") {
            toolArguments += ["--scratch-path", context.pluginWorkDirectoryURL.appending(path: "check").path]
        }
        let process = try Process.run(tool.url, arguments: toolArguments)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("check-dependencies exited with status \(process.terminationStatus) (see above)")
        }
    }
}
