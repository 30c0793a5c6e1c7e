/// A declared target dependency that no file of the target imports (Tuist calls these
/// redundant): it costs build time and hides the real graph. Reported as the rules file's
/// `redundantDependencies` says (a warning by default), at the dependency's place in
/// `Package.swift`.
///
/// Left alone: a dependency on an executable, a plugin or a macro target (depending on one
/// orders the build, or expands macros, without an import), and targets without Swift files.
public struct RedundantDependencies: Sendable {
    /// The rules; ``RulesConfiguration/redundantDependencies`` sets the severity and
    /// ``RulesConfiguration/productModules`` the modules of a product.
    public var configuration: RulesConfiguration

    /// Makes the rule with `configuration`.
    ///
    /// - Parameter configuration: The rules.
    public init(configuration: RulesConfiguration) {
        self.configuration = configuration
    }

    /// The kinds of local target a target may depend on without importing them.
    static let unimportedKinds: Set<PackageManifest.Target.Kind> = [.executable, .plugin, .macro, .binary]

    /// Every declared dependency of a scanned target that none of its files names.
    ///
    /// - Parameters:
    ///   - sources: The scanned targets (each with the references of its files).
    ///   - manifest: The package's manifest.
    ///   - locator: Places each finding in the manifest's source.
    ///   - manifestPath: The manifest's path as printed.
    ///   - localModules: The modules of local targets not called as the target is (system
    ///     library targets, ``ModuleMaps``).
    /// - Returns: One finding per unused dependency; none when the rule is off.
    public func findings(
        in sources: [ScannedTarget], manifest: PackageManifest, locator: ManifestLocator,
        manifestPath: String = "Package.swift", localModules: [String: [String]] = [:]
    ) -> [Finding] {
        guard let severity = configuration.redundantDependencies.findingSeverity else { return [] }
        let kinds = Dictionary(manifest.targets.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for scanned in sources where !scanned.files.isEmpty {
            let named = Set(scanned.files.flatMap { $0.references.map(\.module) })
            for dependency in scanned.target.dependencies {
                let local = manifest.localTargets(of: dependency)
                if local.contains(where: { Self.unimportedKinds.contains(kinds[$0] ?? .other) }) { continue }
                let modules =
                    local.isEmpty
                    ? configuration.modules(ofProduct: dependency.name) : local.flatMap { localModules[$0] ?? [$0] }
                guard !modules.contains(where: named.contains) else { continue }
                let location = locator.location(ofDependency: dependency.name, inTarget: scanned.target.name)
                let files =
                    scanned.files.count == 1
                    ? "its one Swift file does not import" : "none of its \(scanned.files.count) Swift files imports"
                let what = modules == [dependency.name] ? "it" : "its modules (\(modules.joined(separator: ", ")))"
                findings.append(
                    Finding(
                        rule: .redundant, path: manifestPath, line: location.line, column: location.column,
                        message: "target '\(scanned.target.name)' declares a dependency on '\(dependency.name)', but "
                            + "\(files) \(what); remove the dependency from Package.swift (if the product's module "
                            + "has another name, map it in productModules of the rules file)",
                        edge: Finding.Edge(from: scanned.target.name, to: dependency.name), severity: severity))
            }
        }
        return findings
    }
}
