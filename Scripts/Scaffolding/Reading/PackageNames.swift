import Foundation
import ScriptSupport

/// The module and product names a new vertical must not take: the package's targets and
/// products (from `swift package describe --type json`), every name its dependencies'
/// manifests declare (found through `swift package show-dependencies --format json`), and
/// the toolchain's modules.
public enum PackageNames {
    /// Modules every toolchain brings (a module of the same name would shadow them).
    public static let toolchain: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl", "Darwin", "WinSDK", "Android", "Testing",
        "XCTest", "Observation", "Synchronization", "RegexBuilder", "Distributed", "Cxx", "CxxStdlib",
        "PackageDescription", "PackagePlugin", "ObjectiveC", "Combine", "SwiftUI", "UIKit", "AppKit", "os",
    ]

    /// The names, read by running SwiftPM in `root` (with `scratchPath` when given, where
    /// `show-dependencies` finds or makes the checkouts).
    ///
    /// - Throws: ``ScaffoldError`` when SwiftPM cannot read the package, with its words.
    public static func read(root: String, scratchPath: String? = nil) throws(ScaffoldError) -> Set<String> {
        let directory = URL(fileURLWithPath: root)
        let scratch = scratchPath.map { ["--scratch-path", $0] } ?? []
        let describe = try run(["swift", "package"] + scratch + ["describe", "--type", "json"], in: directory)
        var names = toolchain.union(try ownNames(describeJSON: describe))
        let dependencies = try run(
            ["swift", "package"] + scratch + ["show-dependencies", "--format", "json"], in: directory)
        for path in try dependencyPaths(showDependenciesJSON: dependencies) {
            let manifest = (try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8)) ?? ""
            names.formUnion(declaredNames(inManifest: manifest))
        }
        return names
    }

    /// The target and product names in `swift package describe --type json`'s output.
    public static func ownNames(describeJSON: String) throws(ScaffoldError) -> Set<String> {
        struct Named: Decodable { var name: String }
        struct Description: Decodable {
            var targets: [Named]
            var products: [Named]
        }
        do {
            let description = try JSONDecoder().decode(Description.self, from: Data(describeJSON.utf8))
            return Set(description.targets.map(\.name) + description.products.map(\.name))
        } catch {
            throw ScaffoldError("cannot read the package's targets from `swift package describe`: \(error)")
        }
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
