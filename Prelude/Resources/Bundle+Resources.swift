public import Foundation

/// Reading a file from a resource bundle, with an error that names the missing path.
extension Bundle {
    /// The URL of a file that a target ships under its copied `Resources/` folder.
    ///
    /// ```swift
    /// // Package.swift: .target(name: "Maps", resources: [.copy("Resources")])
    /// let policy = try Bundle.module.resourceFile("Policy/Maps.json")
    /// ```
    ///
    /// - Throws: ``MissingResourceError`` naming the file and the bundle searched.
    public func resourceFile(_ relativePath: String) throws(MissingResourceError) -> URL {
        // Apple platforms put resources in Contents/Resources (`resourceURL`); elsewhere the
        // bundle is a plain folder, and corelibs' `resourceURL` points below it, so the bundle's
        // own folder is tried first there (one file-system check a file where the other order took
        // several, and `resourceURL` is not worked out at all).
        #if canImport(Darwin)
            let roots: [() -> URL?] = [{ self.resourceURL }, { self.bundleURL }]
        #else
            let roots: [() -> URL?] = [{ self.bundleURL }, { self.resourceURL }]
        #endif
        for root in roots {
            guard let root = root() else { continue }
            // A directory hint, so that making the URL asks the file system nothing.
            let url = root.appending(path: "Resources/\(relativePath)", directoryHint: .notDirectory)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        throw MissingResourceError(path: relativePath, bundle: bundleURL.path)
    }
}

/// A resource a target should ship and does not, or a resource bundle that is not where
/// the program looked for it.
public struct MissingResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path asked for, relative to the bundle's `Resources/`; empty when the whole
    /// bundle is missing.
    public let path: String
    /// The bundle searched, or the name of the bundle not found.
    public let bundle: String
    /// The folders searched for a missing bundle; empty for a missing file.
    public let searched: [String]

    /// Makes an error.
    public init(path: String, bundle: String, searched: [String] = []) {
        self.path = path
        self.bundle = bundle
        self.searched = searched
    }

    /// The text shown when the value is printed.
    public var description: String {
        if path.isEmpty {
            return "no resource bundle \(bundle) in \(searched.joined(separator: ", ")); install it beside the "
                + "executable or name its folder in \(Bundle.resourcesDirectoryVariable)"
        }
        return "no resource Resources/\(path) in \(bundle); add it to the target's Resources folder"
    }
}
