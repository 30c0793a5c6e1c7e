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
    /// `manifestPath` (the path printed, relative to the package root).
    public func findings(
        in manifest: PackageManifest, locator: ManifestLocator, manifestPath: String = "Package.swift"
    ) -> [Finding] {
        var findings: [Finding] = []
        for (target, role) in manifest.roles(configuration: configuration) where role.isRuled {
            let allowed = role.allowedLocalTargets(configuration: configuration)
            for dependency in target.dependencies {
                let message: String?
                var edgeTarget = dependency.name
                switch dependency {
                case .product(let name, let package) where manifest.localTargets(of: dependency).isEmpty:
                    message =
                        role.allowsExternalProduct(name, configuration: configuration)
                        ? nil
                        : "\(role.describe(target.name)) depends on external product '\(name)'"
                            + (package.map { " of package '\($0)'" } ?? "")
                            + "; \(role.ruleText(configuration: configuration))"
                            + (role == .interfaces
                                ? "" : " (add it to allowedExternalProducts in the rules file if it is meant)")
                default:
                    let local = manifest.localTargets(of: dependency)
                    if local.isEmpty {
                        // A by-name dependency that is no target of ours is an external product.
                        message =
                            role.allowsExternalProduct(dependency.name, configuration: configuration)
                            ? nil
                            : "\(role.describe(target.name)) depends on external product '\(dependency.name)'; "
                                + role.ruleText(configuration: configuration)
                    } else {
                        let forbidden = local.filter { !allowed.contains($0) }
                        edgeTarget = forbidden.first ?? dependency.name
                        message =
                            forbidden.isEmpty
                            ? nil
                            : "\(role.describe(target.name)) depends on '\(forbidden.joined(separator: "', '"))'; "
                                + role.ruleText(configuration: configuration)
                    }
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
}
