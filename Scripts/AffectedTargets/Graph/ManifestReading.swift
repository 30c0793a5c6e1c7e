public import DependencyRules
import Foundation

/// Where the target graph comes from: SwiftPM in a real run (``DumpedManifest``), a fixed
/// manifest in a test (``FixedManifest``).
public protocol ManifestReading: Sendable {
    /// The package's manifest: its targets, their folders and their dependencies.
    ///
    /// - Returns: The manifest.
    /// - Throws: ``AffectedError/unreadableManifest(_:)`` when it cannot be read.
    func manifest() throws(AffectedError) -> PackageManifest
}

/// The manifest as `swift package dump-package` reports it (DependencyRules'
/// ``SwiftPackageCommands``): no build, no dependency resolution.
public struct DumpedManifest: ManifestReading {
    /// The SwiftPM commands, with the package root and a scratch path of their own.
    public var commands: SwiftPackageCommands

    /// Makes the reader.
    ///
    /// - Parameter commands: The package's SwiftPM commands.
    public init(commands: SwiftPackageCommands) {
        self.commands = commands
    }

    /// The manifest SwiftPM evaluates.
    ///
    /// - Returns: The manifest.
    /// - Throws: ``AffectedError/unreadableManifest(_:)`` with SwiftPM's words when it fails.
    public func manifest() throws(AffectedError) -> PackageManifest {
        do {
            return try commands.dumpPackage()
        } catch {
            throw .unreadableManifest(String(describing: error))
        }
    }
}

/// The same manifest on every call: for tests.
public struct FixedManifest: ManifestReading {
    /// The manifest every call returns.
    public var value: PackageManifest

    /// Makes the value.
    ///
    /// - Parameter value: The manifest every call returns.
    public init(_ value: PackageManifest) {
        self.value = value
    }

    /// `value`.
    ///
    /// - Returns: The fixed manifest.
    public func manifest() throws(AffectedError) -> PackageManifest { value }
}
