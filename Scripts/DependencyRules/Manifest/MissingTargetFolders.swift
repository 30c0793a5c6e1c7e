public import Foundation

/// A target whose folder does not exist: SwiftPM would refuse to build the package, and the
/// check cannot read the target's imports, so it says so at the target's name instead of
/// passing it silently.
public enum MissingTargetFolders {
    /// The kinds of target that need a folder of their own.
    static let kinds: Set<PackageManifest.Target.Kind> = [.regular, .executable, .test, .plugin, .macro, .system]

    /// One error per target without a folder, at its name in `Package.swift`.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest, with the folders SwiftPM uses
    ///     (``PackageManifest/init(dumpPackageJSON:packageRoot:)``).
    ///   - packageRoot: The package's root folder.
    ///   - locator: Places each finding in the manifest's source.
    ///   - manifestPath: The manifest's path as printed.
    /// - Returns: The findings, in manifest order.
    public static func findings(
        in manifest: PackageManifest, packageRoot: URL, locator: ManifestLocator, manifestPath: String = "Package.swift"
    ) -> [Finding] {
        manifest.targets.filter { kinds.contains($0.kind) }.compactMap { target in
            let folder = target.path == "." ? packageRoot : packageRoot.appendingPathComponent(target.path)
            guard !TargetFolders.isDirectory(folder) else { return nil }
            let location = locator.location(ofTarget: target.name)
            return Finding(
                rule: .manifest, path: manifestPath, line: location.line, column: location.column,
                message: "target '\(target.name)' has no folder: SwiftPM looks for its sources in \(target.path), "
                    + "which does not exist, and would not build the package, so its imports were not checked; move "
                    + "its files there, or name its folder with `path:` in Package.swift (without `path:`, SwiftPM "
                    + "uses the first of Sources, Source, src and srcs the package has, Tests for tests)")
        }
    }
}
