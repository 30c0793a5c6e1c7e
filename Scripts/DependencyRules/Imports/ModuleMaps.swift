public import Foundation

/// The module names a system library or C target provides: those its own `module.modulemap`
/// declares, which need not be the target's name (isowords' C target `system-zlib` provides
/// `zlibLinux`).
public enum ModuleMaps {
    /// The modules each system library or C target of `manifest` with a module map of its own
    /// (`module.modulemap` in its folder, or in its `include` folder) provides, by target name.
    /// A system library whose module map names no module provides its own name.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - packageRoot: The package's root folder.
    /// - Returns: Target name to module names, for the system library targets.
    public static func systemLibraryModules(of manifest: PackageManifest, packageRoot: URL) -> [String: [String]] {
        var modules: [String: [String]] = [:]
        for target in manifest.targets where target.kind == .system || target.kind == .regular {
            let folder = packageRoot.appendingPathComponent(target.path)
            let names = ["module.modulemap", "include/module.modulemap"].flatMap { map in
                moduleNames(in: (try? String(contentsOf: folder.appendingPathComponent(map), encoding: .utf8)) ?? "")
            }
            if !names.isEmpty {
                modules[target.name] = names
            } else if target.kind == .system {
                modules[target.name] = [target.name]
            }
        }
        return modules
    }

    /// The top-level `module NAME` (or `explicit`/`framework module NAME`) declarations of a
    /// module map, comments left out.
    static func moduleNames(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard
                let match = code.firstMatch(
                    of: /^\s*(?:explicit\s+)?(?:framework\s+)?module\s+([A-Za-z_][A-Za-z0-9_]*)/)
            else { return nil }
            return String(match.1)
        }
    }
}
