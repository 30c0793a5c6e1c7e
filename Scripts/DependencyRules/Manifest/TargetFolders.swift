import Foundation

/// Where SwiftPM looks for the sources of a target whose manifest entry has no `path:`
/// (`PackageBuilder` in SwiftPM): in the first of its predefined folders the package has
/// (`Sources`, `Source`, `src`, `srcs`; for tests `Tests` first; for plugins `Plugins`), in
/// the subfolder named as the target, or in that folder itself when the target is the
/// package's only one of its kind and the tools version is 5.9 or later.
struct TargetFolders {
    /// The targets that share one predefined folder.
    enum Family: Hashable {
        case sources, tests, plugins

        /// The family of a target of `kind`.
        init(_ kind: PackageManifest.Target.Kind) {
            self = kind == .test ? .tests : (kind == .plugin ? .plugins : .sources)
        }

        /// Its predefined folders, in SwiftPM's order of preference.
        var predefined: [String] {
            switch self {
            case .sources: ["Sources", "Source", "src", "srcs"]
            case .tests: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugins: ["Plugins"]
            }
        }
    }

    /// The package's root folder; `nil` to place targets without looking at the disk.
    var packageRoot: URL?

    /// The folder of a target, relative to the package root (`.` for the root).
    ///
    /// - Parameters:
    ///   - declared: The target's `path:`, if the manifest gives one.
    ///   - name: The target's name.
    ///   - family: Which predefined folders it is looked for in.
    ///   - isAlone: Whether it is the package's only target of its family.
    ///   - toolsVersion: The manifest's tools version, such as `5.9.0`.
    /// - Returns: The folder SwiftPM uses; when it finds none, where SwiftPM looked first.
    func folder(declared: String?, name: String, family: Family, isAlone: Bool, toolsVersion: String) -> String {
        if let declared { return Self.normalised(declared) }
        let root =
            family.predefined.first { folder in
                packageRoot.map { Self.isDirectory($0.appendingPathComponent(folder)) } ?? false
            }
            ?? family.predefined[0]
        let candidate = root + "/" + name
        guard let packageRoot, !Self.isDirectory(packageRoot.appendingPathComponent(candidate)) else {
            return candidate
        }
        if isAlone && Self.isAtLeast59(toolsVersion) && Self.isDirectory(packageRoot.appendingPathComponent(root)) {
            return root
        }
        return candidate
    }

    /// A declared path as the folder's name: no leading `./`, no trailing `/`, `.` for the root.
    static func normalised(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path.isEmpty ? "." : path
    }

    /// Whether `version` (`major.minor.patch`) is 5.9 or later.
    static func isAtLeast59(_ version: String) -> Bool {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        guard let major = parts.first else { return false }
        return major > 5 || (major == 5 && parts.dropFirst().first.map { $0 >= 9 } ?? false)
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
