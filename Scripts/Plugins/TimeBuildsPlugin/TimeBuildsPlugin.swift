import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory time-builds [options]`: runs the
/// `TimeBuilds` tool on this package with the same options as `Scripts/time-builds`. SwiftPM
/// builds the tool first. It writes its results to `build-timings/` in the package (unless
/// `--output` names another folder), hence the permission.
@main
struct TimeBuildsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "TimeBuilds")
        var toolArguments = arguments
        if !arguments.contains("--package-path") {
            toolArguments = ["--package-path", context.package.directoryURL.path] + toolArguments
        }
        let process = try Process.run(tool.url, arguments: toolArguments)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("time-builds exited with status \(process.terminationStatus) (see above)")
        }
    }
}
