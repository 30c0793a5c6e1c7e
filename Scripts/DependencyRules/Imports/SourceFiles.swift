public import Foundation

/// Lists a target's Swift files.
public enum SourceFiles {
    /// The `.swift` files under `folder` (relative to `packageRoot`), recursively, skipping
    /// hidden folders and documentation catalogs (`.docc`, whose Swift files are a tutorial's
    /// code listings that SwiftPM does not compile into the target), as package-relative
    /// paths in sorted order.
    public static func swiftFiles(under folder: String, packageRoot: URL) -> [String] {
        swiftFiles(under: folder, packageRoot: packageRoot) { _ in true }
    }

    /// The Swift files SwiftPM compiles into `target`: those under its folder (as
    /// ``swiftFiles(under:packageRoot:)`` lists them), without what its `exclude:` names and,
    /// when it has `sources:`, only those that are or lie in one of them.
    ///
    /// - Parameters:
    ///   - target: The target.
    ///   - packageRoot: The package's root folder.
    /// - Returns: Package-relative paths in sorted order.
    public static func swiftFiles(of target: PackageManifest.Target, packageRoot: URL) -> [String] {
        let excluded = target.exclude.map(TargetFolders.normalised)
        let sources = target.sources?.map(TargetFolders.normalised)
        return swiftFiles(under: target.path, packageRoot: packageRoot) { relative in
            let inside = { (entry: String) in entry == "." || relative == entry || relative.hasPrefix(entry + "/") }
            return !excluded.contains(where: inside) && (sources.map { $0.contains(where: inside) } ?? true)
        }
    }

    /// The Swift files under `folder` whose path relative to the folder `includes` accepts.
    private static func swiftFiles(
        under folder: String, packageRoot: URL, including includes: (String) -> Bool
    ) -> [String] {
        let root = folder == "." ? packageRoot : packageRoot.appendingPathComponent(folder)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        let rootPath = root.standardizedFileURL.resolvingSymlinksInPath().path
        var files: [String] = []
        for case let url as URL in enumerator {
            if url.pathExtension == "docc" {
                enumerator.skipDescendants()
                continue
            }
            guard url.pathExtension == "swift" else { continue }
            let filePath = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard filePath.hasPrefix(rootPath + "/") else { continue }
            let relative = String(filePath.dropFirst(rootPath.count + 1))
            // The package root as a folder holds the manifest, which is no target's source.
            if folder == "." && (relative == "Package.swift" || relative.hasPrefix("Package@")) { continue }
            guard includes(relative) else { continue }
            files.append(folder == "." ? relative : folder + "/" + relative)
        }
        return files.sorted()
    }
}
