import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory new-vertical NAME [options]`: runs the
/// `Scaffold` tool's `new-vertical` on the package it is run in (this one, or a package that
/// depends on this one) with the same options as `Scripts/new-vertical`. SwiftPM builds the tool
/// first (the scaffold alone: no swift-syntax). It writes the vertical's folders and edits the
/// manifest, the host's list and the host's own policy, hence the permission. Its own SwiftPM
/// scratch folder is the plugin's work folder (inside `.build/plugins`).
@main
struct NewVerticalPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "Scaffold")
        var toolArguments = ["new-vertical"] + arguments
        if !arguments.contains("--package-path") {
            toolArguments += ["--package-path", context.package.directoryURL.path]
        }
        // SwiftPM holds the package's .build while the plugin runs: the tool's own SwiftPM
        // commands (describe, show-dependencies) use the plugin's work folder instead.
        if !arguments.contains("--scratch-path") && !arguments.contains("--help") {
            toolArguments += ["--scratch-path", context.pluginWorkDirectoryURL.appending(path: "scaffold").path]
        }
        let process = try Process.run(tool.url, arguments: toolArguments)
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("new-vertical exited with status \(process.terminationStatus) (see above)")
        }
    }
}
