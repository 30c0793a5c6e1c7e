public import DependencyRules
public import Foundation

/// What a set of changed files reaches through the manifest's target graph: each file's owning
/// target (the target whose folder holds it, the deepest one when folders nest) and every target
/// that depends on an owner, directly or through others. A change to the manifest itself (or
/// to a path named with `everythingWhen`) reaches every target; a file in no target's folder
/// (a README, the docs) reaches none, and neither does documentation in a target's folder (its
/// DocC catalog, its README): that reaches the target's documentation only.
///
/// ```swift
/// let analysis = ImpactAnalysis(manifest: manifest, configuration: rules)
/// let report = analysis.report(for: try GitChanges(packageRoot: root).changes(since: "origin/main"))
/// ```
public struct ImpactAnalysis: Sendable {
    /// The package's targets.
    public var manifest: PackageManifest
    /// The verticals (targets in the rules' verticals folder), in manifest order.
    public var verticals: [String]
    /// The test target of each vertical that has one.
    public var verticalTests: [String: String]
    /// Paths (files or folders, from the package root) whose change reaches every target, besides
    /// the manifest files (`Package.swift`, `Package@swift-*.swift`, `Package.resolved`).
    public var everythingWhen: [String]
    /// The targets that have a DocC catalog (a `.docc` folder in theirs): a change that reaches
    /// one of them reaches its documentation too, since the documentation is built from its code.
    public var catalogs: Set<String>

    /// Who depends on whom, reversed: for a target, the targets that name it as a dependency.
    private let dependents: [String: [String]]

    /// Makes the analysis.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - configuration: The module rule's settings, which say where the verticals are.
    ///   - everythingWhen: Paths whose change reaches every target (a CI workflow, say).
    ///   - catalogs: The targets that have a DocC catalog (``targetsWithCatalogs(in:packageRoot:)``).
    public init(
        manifest: PackageManifest, configuration: RulesConfiguration, everythingWhen: [String] = [],
        catalogs: Set<String> = []
    ) {
        self.manifest = manifest
        self.catalogs = catalogs
        self.verticals = manifest.verticalNames(configuration: configuration)
        var tests: [String: String] = [:]
        for (target, role) in manifest.roles(configuration: configuration) {
            if case .verticalTests(let vertical) = role { tests[vertical] = target.name }
        }
        self.verticalTests = tests
        self.everythingWhen = everythingWhen.map { Self.trimmed($0) }.filter { !$0.isEmpty }
        var reversed: [String: [String]] = [:]
        for target in manifest.targets {
            for dependency in target.dependencies {
                for local in manifest.localTargets(of: dependency) where local != target.name {
                    reversed[local, default: []].append(target.name)
                }
            }
        }
        self.dependents = reversed
    }

    /// The targets whose folder holds `path`: the deepest folder wins, and targets sharing
    /// that folder all own the file.
    ///
    /// - Parameter path: A path from the package root.
    /// - Returns: The owners' names in manifest order; empty when no target's folder holds it.
    public func owners(of path: String) -> [String] {
        ownerTargets(of: path).map(\.name)
    }

    /// The targets whose folder holds `path`, as ``owners(of:)`` names them.
    func ownerTargets(of path: String) -> [PackageManifest.Target] {
        let holding = manifest.targets.filter { path == $0.path || path.hasPrefix($0.path + "/") }
        guard let deepest = holding.map(\.path.count).max() else { return [] }
        return holding.filter { $0.path.count == deepest }
    }

    /// Whether `path`, in `target`'s folder, is documentation that no build of the target
    /// reads: a file of a DocC catalog (a folder whose name ends in `.docc`), or a Markdown file
    /// (a README) of a target that is not a test target and that the manifest names neither as
    /// a resource (bundled), nor among its sources, nor as excluded (an excluded file may be a
    /// test's fixture). A test target's files all count: a test may read any of them.
    ///
    /// - Parameters:
    ///   - path: A path from the package root, in the target's folder.
    ///   - target: The target whose folder holds it.
    /// - Returns: Whether a change to it leaves the target's build and tests as they are.
    public func isDocumentation(_ path: String, of target: PackageManifest.Target) -> Bool {
        let inside = target.path == "." ? path : String(path.dropFirst(target.path.count + 1))
        let components = inside.split(separator: "/")
        if components.dropLast().contains(where: { $0.hasSuffix(".docc") }) { return true }
        guard target.kind != .test, inside.lowercased().hasSuffix(".md") else { return false }
        let named = target.resources + target.exclude + (target.sources ?? [])
        return !named.contains { inside == $0 || inside.hasPrefix($0 + "/") }
    }

    /// `targets` and every target that depends on one of them, directly or through others.
    ///
    /// - Parameter targets: Target names.
    /// - Returns: The closure, as a set of names.
    public func reach(of targets: some Sequence<String>) -> Set<String> {
        var reached = Set(targets)
        var queue = Array(reached)
        while let target = queue.popLast() {
            for dependent in dependents[target] ?? [] where reached.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return reached
    }

    /// Why a change to `path` reaches every target, or `nil` when it does not.
    ///
    /// - Parameter path: A path from the package root.
    /// - Returns: A sentence naming the file, or `nil`.
    public func reachesEverything(_ path: String) -> String? {
        if path == "Package.swift" || path == "Package.resolved"
            || (path.hasPrefix("Package@swift-") && path.hasSuffix(".swift") && !path.contains("/"))
        {
            return "\(path) changed: the manifest decides every target"
        }
        if let prefix = everythingWhen.first(where: { path == $0 || path.hasPrefix($0 + "/") }) {
            return "\(path) changed, and --everything-when names \(prefix)"
        }
        return nil
    }

    /// The targets of `manifest` that are not test targets and have a DocC catalog: a folder
    /// whose name ends in `.docc` directly in theirs, in the working tree at `packageRoot`.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - packageRoot: The package's folder.
    /// - Returns: Their names.
    public static func targetsWithCatalogs(in manifest: PackageManifest, packageRoot: URL) -> Set<String> {
        Set(
            manifest.targets.filter { target in
                guard target.kind != .test else { return false }
                let folder = packageRoot.appendingPathComponent(target.path)
                let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
                return children.contains { $0.hasSuffix(".docc") }
            }.map(\.name))
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
