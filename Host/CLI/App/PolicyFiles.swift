import Foundation
import HubInterfaces
import PlatformHub
import Prelude

/// Where the policies the app registers come from: each vertical's, with its contracts,
/// and the shell's, without (the shell receives and publishes nothing, so it has no contract
/// to declare).
enum PolicyFiles {
    /// The policies as the app registers them: the files shipped in the resource bundles,
    /// each vertical's with its contracts file, then the shell's.
    ///
    /// - Throws: ``HostFailure`` naming the bundle or file that is missing.
    static func shipped() throws(HostFailure) -> [PluginPolicy] {
        var policies: [PluginPolicy] = []
        for vertical in verticals {
            let policy: String
            let contracts: String
            do {
                policy = try vertical.policyFilePath()
            } catch {
                throw HostFailure("\(vertical.name)'s policy file cannot be found: \(error)")
            }
            do {
                contracts = try vertical.contractsFilePath()
            } catch {
                throw HostFailure("\(vertical.name)'s contracts file cannot be found: \(error)")
            }
            policies.append(
                PluginPolicy(
                    plugin: vertical.name, source: .file(URL(fileURLWithPath: policy, isDirectory: false)),
                    contracts: .file(URL(fileURLWithPath: contracts, isDirectory: false))))
        }
        do {
            policies.append(PluginPolicy(plugin: ShellPlugin.name, source: .file(try ShellPlugin.policyFile())))
        } catch {
            throw HostFailure("the shell's policy file cannot be found: \(error)")
        }
        return policies
    }

    /// The shipped policies (and contracts), each read from its source file when the current
    /// directory is the package's root (`Verticals/Maps/Resources/Policy/Maps.json`), so that
    /// findings name the file to edit rather than its build copy; elsewhere, the build copies.
    ///
    /// - Throws: ``HostFailure`` naming a file that is missing, or a contracts source file
    ///   that does not decode (with the coding path).
    static func sources() throws(HostFailure) -> [PluginPolicy] {
        try shipped().map { (policy) throws(HostFailure) in
            var contracts = policy.contracts
            if let shipped = contracts, let path = sourcePath(of: shipped.file),
                let text = try? String(contentsOfFile: path, encoding: .utf8)
            {
                do {
                    contracts = PluginContracts(
                        try MessageContract.contracts(in: JSON(parsing: text)), file: path, text: text)
                } catch {
                    throw HostFailure("\(path): \(policy.plugin)'s contracts cannot be read: \(error)")
                }
            }
            guard let path = sourcePath(of: policy.source.file),
                let text = try? String(contentsOfFile: path, encoding: .utf8)
            else { return PluginPolicy(plugin: policy.plugin, source: policy.source, contracts: contracts) }
            return PluginPolicy(plugin: policy.plugin, source: .text(text, file: path), contracts: contracts)
        }
    }

    /// `Verticals/<Target>/Resources/<file>` for a build copy in `VerticalHub_<Target>.resources`
    /// (`Host/CLI/Resources/<file>` for the shell's), when the current directory holds
    /// `Package.swift` and that file; otherwise `nil`.
    private static func sourcePath(of file: String) -> String? {
        let buildCopy = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
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
