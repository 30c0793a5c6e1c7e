import Foundation
import PlatformHub
import Prelude
import VerticalInterfaces

/// Where the policies the app registers come from: each vertical's and the shell's.
enum PolicyFiles {
    /// The policies as the app registers them: the files shipped in the resource bundles.
    ///
    /// - Throws: ``HostFailure`` naming the bundle or file that is missing.
    static func shipped() throws(HostFailure) -> [PluginPolicy] {
        var policies: [PluginPolicy] = []
        for vertical in verticals {
            do {
                let path = try vertical.policyFilePath()
                policies.append(PluginPolicy(plugin: vertical.name, source: .file(URL(fileURLWithPath: path))))
            } catch {
                throw HostFailure("\(vertical.name)'s policy file cannot be found: \(error)")
            }
        }
        do {
            policies.append(PluginPolicy(plugin: ShellPlugin.name, source: .file(try ShellPlugin.policyFile())))
        } catch {
            throw HostFailure("the shell's policy file cannot be found: \(error)")
        }
        return policies
    }

    /// The shipped policies, each read from its source file when the current directory is
    /// the package's root (`Verticals/Maps/Resources/Policy/Maps.json`), so that findings
    /// name the file to edit rather than its build copy; elsewhere, the build copies.
    static func sources() throws(HostFailure) -> [PluginPolicy] {
        try shipped().map { policy in
            guard let path = sourcePath(of: policy),
                let text = try? String(contentsOfFile: path, encoding: .utf8)
            else { return policy }
            return PluginPolicy(plugin: policy.plugin, source: .text(text, file: path))
        }
    }

    /// `Verticals/<Target>/Resources/<file>` for a build copy in `VerticalHub_<Target>.resources`
    /// (`Host/CLI/Resources/<file>` for the shell's), when the current directory holds
    /// `Package.swift` and that file; otherwise `nil`.
    private static func sourcePath(of policy: PluginPolicy) -> String? {
        let buildCopy = URL(fileURLWithPath: policy.source.file).standardizedFileURL.pathComponents
        guard let bundleIndex = buildCopy.lastIndex(where: { $0.hasSuffix(".resources") }),
            bundleIndex + 1 < buildCopy.count, buildCopy[bundleIndex + 1] == "Resources"
        else { return nil }
        let bundle = buildCopy[bundleIndex]
        let prefix = "VerticalHub_"
        guard bundle.hasPrefix(prefix) else { return nil }
        let target = String(bundle.dropFirst(prefix.count).dropLast(".resources".count))
        let folder = target == "HostCLI" ? "Host/CLI" : "Verticals/\(target)"
        let path = ([folder] + buildCopy[(bundleIndex + 1)...]).joined(separator: "/")
        let files = FileManager.default
        guard files.fileExists(atPath: "Package.swift"), files.fileExists(atPath: path) else { return nil }
        return path
    }
}
