import Foundation
import ScriptSupport

/// The module and product names a new vertical must not take: the package's targets and
/// products (from `swift package dump-package`), every name its dependencies' manifests
/// declare, and the toolchain's modules. The dependencies' manifests are read from the scratch
/// folder's `checkouts` when it holds every dependency the manifest declares (no resolution, no
/// network); otherwise `swift package show-dependencies --format json` resolves them and names
/// their folders.
public enum PackageNames {
    /// Modules every toolchain brings (a module of the same name would shadow them).
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Testing",
        "XCTest", "Observation", "Synchronization", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib",
        "PackageDescription", "PackagePlugin", "ObjectiveC", "Combine", "SwiftUI", "UIKit", "AppKit", "os",
    ]

    /// What ``readPackage(root:scratchPath:)`` reads: the package's name and the names a new
    /// vertical must not take.
    public struct Reading: Sendable, Hashable {
        /// The package's name (its manifest's `name:`).
        public var packageName: String
        /// Every name a new vertical's modules must not take.
        public var takenNames: Set<String>
    }

    /// The names, read by running SwiftPM in `root` (with `scratchPath` when given, where the
    /// dependencies' checkouts are; the package's `.build` otherwise).
    ///
    /// - Parameters:
    ///   - root: The package root.
    ///   - scratchPath: The SwiftPM scratch folder; `root/.build` when `nil`.
    /// - Returns: Every name a new vertical's modules must not take.
    /// - Throws: ``ScaffoldError`` when SwiftPM cannot read the package, with its words.
    public static func read(root: String, scratchPath: String? = nil) throws(ScaffoldError) -> Set<String> {
        try readPackage(root: root, scratchPath: scratchPath).takenNames
    }

    /// The package's name and the names a new vertical must not take, read by running SwiftPM
    /// in `root`. The dependencies' manifests come from the checkouts in `scratchPath` (or, when
    /// it lacks one, in the package's own `.build`, where SwiftPM has them when a package plugin
    /// runs the tool with a scratch folder of its own), else from a resolution.
    ///
    /// - Parameters:
    ///   - root: The package root.
    ///   - scratchPath: The SwiftPM scratch folder; `root/.build` when `nil`.
    /// - Returns: The package's name and every name a new vertical's modules must not take.
    /// - Throws: ``ScaffoldError`` when SwiftPM cannot read the package, with its words.
    public static func readPackage(root: String, scratchPath: String? = nil) throws(ScaffoldError) -> Reading {
        let directory = URL(fileURLWithPath: root)
        let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
        let dump = try run(["swift", "package"] + scratch + ["dump-package"], in: directory)
        let manifest = try DumpedPackage(json: dump)
        var names = toolchain.union(manifest.ownNames)
        let scratchFolders = [scratchPath, root + "/.build"].compactMap { $0 }
        let found = scratchFolders.lazy.compactMap {
            checkoutPaths(
                in: URL(fileURLWithPath: $0).appendingPathComponent("checkouts").path,
                covering: manifest.remoteIdentities)
        }.first
        let paths: [String]
        if let found {
            paths = found + manifest.localPaths.map { URL(fileURLWithPath: $0, relativeTo: directory).path }
        } else {
            let dependencies = try run(
                ["swift", "package"] + scratch + ["show-dependencies", "--format", "json"], in: directory)
            paths = try dependencyPaths(showDependenciesJSON: dependencies)
        }
        for path in paths {
            let manifest = (try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8)) ?? ""
            names.formUnion(declaredNames(inManifest: manifest))
        }
        return Reading(packageName: manifest.name, takenNames: names)
    }

    /// The package's name in `swift package dump-package`'s output.
    ///
    /// - Parameter dumpPackageJSON: What `swift package dump-package` printed.
    /// - Returns: The manifest's `name:`.
    /// - Throws: ``ScaffoldError`` when the text is not SwiftPM's manifest JSON.
    public static func packageName(dumpPackageJSON: String) throws(ScaffoldError) -> String {
        try DumpedPackage(json: dumpPackageJSON).name
    }

    /// The target and product names in `swift package dump-package`'s output.
    ///
    /// - Parameter dumpPackageJSON: What `swift package dump-package` printed.
    /// - Returns: The names.
    /// - Throws: ``ScaffoldError`` when the text is not SwiftPM's manifest JSON.
    public static func ownNames(dumpPackageJSON: String) throws(ScaffoldError) -> Set<String> {
        try DumpedPackage(json: dumpPackageJSON).ownNames
    }

    /// Every folder in `folder` (a scratch folder's `checkouts`), when among them is one for each
    /// of `identities` (SwiftPM names a checkout after its URL's last part; identities are that
    /// part in lower case); `nil` when one is missing, so the caller resolves instead. A folder
    /// for a package no longer used adds names, never hides one.
    ///
    /// - Parameters:
    ///   - folder: The `checkouts` folder.
    ///   - identities: The identities of the manifest's source-control dependencies.
    /// - Returns: The checkout folders, sorted, or `nil`.
    public static func checkoutPaths(in folder: String, covering identities: [String]) -> [String]? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            return identities.isEmpty ? [] : nil
        }
        let present = Set(entries.map { $0.lowercased() })
        guard identities.allSatisfy({ present.contains($0.lowercased()) }) else { return nil }
        return entries.filter { !$0.hasPrefix(".") }.sorted().map { folder + "/" + $0 }
    }

    /// The checkout folders in `swift package show-dependencies --format json`'s output, at any depth.
    public static func dependencyPaths(showDependenciesJSON: String) throws(ScaffoldError) -> [String] {
        final class Node: Decodable {
            var name: String?
            var path: String?
            var dependencies: [Node]?
        }
        let root: Node
        do {
            root = try JSONDecoder().decode(Node.self, from: Data(showDependenciesJSON.utf8))
        } catch {
            throw ScaffoldError(
                "cannot read the package's dependencies from `swift package show-dependencies`: \(error)")
        }
        var paths: [String] = []
        var queue = root.dependencies ?? []
        while let node = queue.popLast() {
            if let path = node.path { paths.append(path) }
            queue += node.dependencies ?? []
        }
        return Array(Set(paths)).sorted()
    }

    /// Every `name: "..."` in a manifest's text: its package, targets, products and the
    /// names it gives dependencies. More than the modules, never fewer.
    public static func declaredNames(inManifest text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let range = rest.range(of: "name:") {
            rest = rest[range.upperBound...].drop(while: { $0 == " " })
            guard rest.first == "\"" else { continue }
            let value = rest.dropFirst().prefix(while: { $0 != "\"" && $0 != "\n" })
            if !value.isEmpty { names.insert(String(value)) }
        }
        return names
    }

    private static func run(_ arguments: [String], in directory: URL) throws(ScaffoldError) -> String {
        try CommandRunner.output(of: arguments, in: directory) { failure in
            ScaffoldError(
                "`\(failure.command)` failed in \(directory.path) (status \(failure.status)), so the names the new "
                    + "vertical must avoid are unknown; check that --package-path names the package's folder: "
                    + "\(failure.output.suffix(800))")
        }
    }
}
