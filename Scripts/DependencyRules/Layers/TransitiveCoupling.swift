/// Rule 1, transitively: a vertical that reaches another vertical (or a host) through a chain
/// of targets outside the vertical layer, by the manifest's dependencies or by re-exports
/// (`@_exported import`). `AFeature -> Bridge -> BFeature` links BFeature into AFeature as
/// surely as a direct dependency does, and with a re-export AFeature's files use BFeature's
/// types without naming it, so the edge is an error at the vertical's dependency on the first
/// target of the chain. A vertical's test target is held to the same rule (its own vertical
/// is neither a way through nor a finding: the vertical's own chains are reported at it).
public struct TransitiveCoupling: Sendable {
    /// Makes the rule.
    public init() {}

    /// Every vertical (and vertical test target) that reaches another vertical or a host through
    /// targets it may use, once per dependency line and target reached, with the shortest chain.
    /// A chain follows only the edges each target's own role allows: a forbidden edge on the way
    /// is reported at its own target, not again at every vertical behind it.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - layout: The targets' roles.
    ///   - reExports: The modules each target's files re-export (``ScannedTarget/reExports(of:)``).
    ///   - locator: Places each finding in the manifest's source.
    ///   - manifestPath: The manifest's path as printed.
    /// - Returns: The findings, in manifest order.
    public func findings(
        in manifest: PackageManifest, layout: PackageLayout, reExports: [String: Set<String>],
        locator: ManifestLocator, manifestPath: String = "Package.swift"
    ) -> [Finding] {
        let local = Set(manifest.targets.map(\.name))
        // An edge the target's own role forbids (Prelude -> VerticalInterfaces here, a shared target
        // on a vertical) is already a finding at that target; a chain through it would repeat it at
        // every vertical that uses the target, so chains follow only the edges the rule allows.
        let allowed = Dictionary(
            layout.roles.map { ($0.target.name, layout.allowedLocalTargets(for: $0.role)) },
            uniquingKeysWith: { first, _ in first })
        var edges: [String: [String]] = [:]
        for target in manifest.targets {
            let declared = target.dependencies.flatMap { manifest.localTargets(of: $0) }
            let exported = (reExports[target.name] ?? []).filter { local.contains($0) }.sorted()
            edges[target.name] = Self.unique(declared + exported).filter { allowed[target.name]?.contains($0) ?? true }
        }
        let hosts = Set(layout.hostNames)
        var findings: [Finding] = []
        for (target, role) in layout.roles {
            let own: String
            switch role {
            case .vertical(let name), .verticalTests(of: let name): own = name
            default: continue
            }
            let allowed = layout.allowedLocalTargets(for: role)
            for dependency in target.dependencies {
                for first in Self.unique(manifest.localTargets(of: dependency))
                where allowed.contains(first) && first != own && !layout.isVertical(first) && !hosts.contains(first) {
                    let chains = Self.chains(
                        from: first, edges: edges, stopsAt: { layout.isVertical($0) || hosts.contains($0) },
                        skipping: [target.name, own])
                    for chain in chains {
                        let location = locator.location(ofDependency: dependency.name, inTarget: target.name)
                        findings.append(
                            Finding(
                                rule: .manifest, path: manifestPath, line: location.line, column: location.column,
                                message: Self.message(
                                    target: target.name, role: role, chain: [target.name] + chain, layout: layout),
                                edge: Finding.Edge(from: target.name, to: chain[chain.count - 1])))
                    }
                }
            }
        }
        return findings
    }

    /// The shortest chain from `start` to each target where `stopsAt` holds, breadth first,
    /// never through such a target nor through `skipping`.
    private static func chains(
        from start: String, edges: [String: [String]], stopsAt: (String) -> Bool, skipping: Set<String>
    ) -> [[String]] {
        var parent: [String: String] = [start: start]
        var queue = [start]
        var reached: [String] = []
        var index = 0
        while index < queue.count {
            let current = queue[index]
            index += 1
            for next in edges[current] ?? [] where parent[next] == nil && !skipping.contains(next) {
                parent[next] = current
                if stopsAt(next) {
                    reached.append(next)
                } else {
                    queue.append(next)
                }
            }
        }
        return reached.map { end in
            var chain = [end]
            while let previous = parent[chain[0]], previous != chain[0] { chain.insert(previous, at: 0) }
            return chain
        }
    }

    private static func message(target: String, role: TargetRole, chain: [String], layout: PackageLayout) -> String {
        let end = chain[chain.count - 1]
        let kind = layout.isVertical(end) ? "vertical" : "host"
        let path = chain.joined(separator: " -> ")
        let last = chain[chain.count - 2]
        let rule = layout.ruleText(for: role).split(separator: ";").first.map(String.init) ?? ""
        return "\(role.describe(target)) depends on '\(chain[1])', which brings in \(kind) '\(end)' (\(path)), so "
            + "\(target) links \(end) as if it depended on it: \(rule), directly or through other targets (a chain "
            + "of dependencies or re-exports counts); cut the chain where it reaches \(end) ('\(last)' depends on or "
            + "re-exports it), or move what \(target) needs into a target that uses no vertical"
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
