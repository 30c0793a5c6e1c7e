public import Foundation

/// Finding a target's resource bundle without the trap in `Bundle.module`.
extension Bundle {
    /// The environment variable that names a folder holding the resource bundles, for an
    /// installed `host` whose bundles are not beside its executable.
    public static let resourcesDirectoryVariable = "VERTICALHUB_RESOURCES"

    /// The resource bundle SwiftPM builds for `target` of `package`
    /// (`<package>_<target>.resources`), found without trapping.
    ///
    /// SwiftPM's generated `Bundle.module` calls `fatalError` when the bundle is missing (an
    /// installed binary copied without its bundles). This looks in the folder named by
    /// ``resourcesDirectoryVariable``, beside the main bundle and beside the running
    /// executable (symbolic links resolved), and throws when none has it.
    ///
    /// ```swift
    /// let bundle = try Bundle.resources(package: "VerticalHub", target: "Maps")
    /// let policy = try bundle.resourceFile("Policy/Maps.json")
    /// ```
    ///
    /// The folders are worked out once a process (the variable read, the executable's links
    /// resolved), and each bundle is looked for once: every vertical asks for its bundle several
    /// times while the host starts.
    ///
    /// - Throws: ``MissingResourceError`` naming the bundle and every folder searched.
    public static func resources(package: String, target: String) throws(MissingResourceError) -> Bundle {
        let name = "\(package)_\(target).resources"
        if let found = foundBundles.withLock({ $0[name] }) { return found }
        let folders = resourceFolders
        for folder in folders {
            let candidate = folder.appendingPathComponent(name, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue,
                let bundle = Bundle(url: candidate)
            {
                foundBundles.withLock { $0[name] = bundle }
                return bundle
            }
        }
        throw MissingResourceError(
            path: "", bundle: name,
            searched: folders.map(\.path))
    }

    /// The bundles found so far, by bundle name: a bundle does not move while the process runs,
    /// and a host with many verticals asks for each one's several times while it starts.
    private static let foundBundles = Locked<[String: Bundle]>([:])

    /// Where ``resources(package:target:)`` looks, in order: the folder named by
    /// ``resourcesDirectoryVariable``, the main bundle's folder, the running executable's folder.
    private static let resourceFolders: [URL] = {
        var folders: [URL] = []
        if let directory = ProcessInfo.processInfo.environment[resourcesDirectoryVariable], !directory.isEmpty {
            folders.append(URL(fileURLWithPath: directory, isDirectory: true))
        }
        folders.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        return folders
    }()
}
