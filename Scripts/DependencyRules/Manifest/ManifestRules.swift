/// Rule 1: the dependency edges `Package.swift` declares, as SwiftPM reports them.
///
/// SwiftPM's own explicit-import check does not see an edge the manifest declares, so the
/// edges themselves are checked here.
public struct ManifestRules: Sendable {
    /// What the rules allow beyond the defaults.
    public var configuration: RulesConfiguration

    /// Makes the rules with `configuration`.
    public init(configuration: RulesConfiguration) {
        self.configuration = configuration
    }

    /// Every declared edge that breaks the module rule. `locator` places the findings in
    /// `manifestPath` (the path printed, relative to the package root). When the rules file's
    /// layers give one target two roles this finds nothing; ``findings(in:layout:locator:manifestPath:)``
    /// with a ``PackageLayout`` (whose initialiser reports the conflict) does.
    public func findings(
        in manifest: PackageManifest, locator: ManifestLocator, manifestPath: String = "Package.swift"
    ) -> [Finding] {
        guard let layout = try? PackageLayout(manifest: manifest, configuration: configuration) else { return [] }
        return findings(in: manifest, layout: layout, locator: locator, manifestPath: manifestPath)
    }

    /// Every declared edge that breaks the module rule of `layout`.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - layout: The targets' roles and what each may use.
    ///   - locator: Places each finding in the manifest's source.
    ///   - manifestPath: The manifest's path as printed, relative to the package root.
    /// - Returns: One finding per forbidden dependency, at its place in the manifest.
    public func findings(
        in manifest: PackageManifest, layout: PackageLayout, locator: ManifestLocator,
        manifestPath: String = "Package.swift"
    ) -> [Finding] {
        var findings: [Finding] = []
        for (target, role) in layout.roles where role.isRuled {
            let allowed = layout.allowedLocalTargets(for: role)
            let rule = layout.ruleText(for: role)
            for dependency in target.dependencies {
                let message: String?
                var edgeTarget = dependency.name
                let local = manifest.localTargets(of: dependency)
                if local.isEmpty {
                    // A `.product` of another package, or a by-name dependency that is no target of ours.
                    var package = ""
                    var hint = ""
                    if case .product(_, let name) = dependency {
                        package = name.map { " of package '\($0)'" } ?? ""
                        if role != .interfaces && role != .hubInterfaces {
                            hint = " (add it to allowedExternalProducts in the rules file if it is meant)"
                        }
                    }
                    message =
                        layout.allowsExternalProduct(dependency.name, for: role)
                        ? nil
                        : "\(role.describe(target.name)) depends on external product '\(dependency.name)'\(package); "
                            + rule + hint
                } else {
                    let forbidden = local.filter { !allowed.contains($0) }
                    edgeTarget = forbidden.first ?? dependency.name
                    message =
                        forbidden.isEmpty
                        ? nil
                        : "\(role.describe(target.name)) depends on "
                            + "\(Self.describe(forbidden, layout: layout)); \(rule)"
                }
                if let message {
                    let location = locator.location(ofDependency: dependency.name, inTarget: target.name)
                    findings.append(
                        Finding(
                            rule: .manifest, path: manifestPath, line: location.line, column: location.column,
                            message: message, edge: Finding.Edge(from: target.name, to: edgeTarget))
                    )
                }
            }
        }
        return findings
    }

    /// `'A'`, or with layers `vertical 'A'`, joined.
    private static func describe(_ targets: [String], layout: PackageLayout) -> String {
        targets.map { name in
            guard layout.usesLayers else { return "'\(name)'" }
            if layout.isVertical(name) { return "vertical '\(name)'" }
            return layout.hostNames.contains(name) ? "host '\(name)'" : "'\(name)'"
        }.joined(separator: ", ")
    }
}
