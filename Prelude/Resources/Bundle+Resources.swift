public import Foundation

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
        // Apple platforms put resources in Contents/Resources (`resourceURL`); on Linux the
        // bundle is a plain folder, and corelibs' `resourceURL` points below it.
        let candidates = [resourceURL, bundleURL].compactMap { $0 }.map {
            $0.appendingPathComponent("Resources").appendingPathComponent(relativePath)
        }
        guard let url = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw MissingResourceError(path: relativePath, bundle: bundleURL.path)
        }
        return url
    }
}

/// A resource a target should ship and does not.
public struct MissingResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path asked for, relative to the bundle's `Resources/`.
    public let path: String
    /// The bundle searched.
    public let bundle: String

    /// Makes an error.
    public init(path: String, bundle: String) {
        self.path = path
        self.bundle = bundle
    }

    /// The text shown when the value is printed.
    public var description: String {
        "no resource Resources/\(path) in \(bundle); add it to the target's Resources folder"
    }
}
