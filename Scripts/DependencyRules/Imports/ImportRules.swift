public import Foundation

/// Rule 2: every module named by every Swift file of every ruled target (Prelude,
/// VerticalInterfaces, each vertical and each vertical's test target).
public struct ImportRules: Sendable {
    /// What the rules allow beyond the defaults.
    public var configuration: RulesConfiguration

    /// Makes the rules with `configuration`.
    public init(configuration: RulesConfiguration) {
        self.configuration = configuration
    }

    /// The outcome of scanning a package's sources.
    public struct Outcome: Sendable {
        /// Every forbidden reference.
        public var findings: [Finding]
        /// How many Swift files were parsed.
        public var scannedFiles: Int
        /// The targets whose files were parsed, in manifest order.
        public var scannedTargets: [String]
    }

    /// Scans every Swift file of every target of `manifest` under `packageRoot`: a ruled
    /// target's references must keep its role's policy, and every target's imports must be
    /// declared (``DeclaredModules``).
    public func check(manifest: PackageManifest, packageRoot: URL) throws -> Outcome {
        try check(
            manifest: manifest, layout: PackageLayout(manifest: manifest, configuration: configuration),
            packageRoot: packageRoot)
    }

    /// Scans every Swift file of every target of `manifest` under `packageRoot` against the
    /// roles of `layout`.
    ///
    /// - Parameters:
    ///   - manifest: The package's manifest.
    ///   - layout: The targets' roles and what each may use.
    ///   - packageRoot: The package's root folder.
    /// - Returns: The findings (forbidden, undeclared, and redundant declared dependencies)
    ///   and what was scanned.
    /// - Throws: ``CheckError/unreadableSource(path:)`` when a file is not UTF-8 text.
    public func check(manifest: PackageManifest, layout: PackageLayout, packageRoot: URL) throws -> Outcome {
        let sources = try ScannedTarget.scan(manifest, packageRoot: packageRoot)
        return check(
            sources, manifest: manifest, layout: layout,
            localModules: ModuleMaps.systemLibraryModules(of: manifest, packageRoot: packageRoot))
    }

    /// Checks already scanned `sources` against the roles of `layout`; `localModules` names the
    /// modules of system library targets (``ModuleMaps``).
    func check(
        _ sources: [ScannedTarget], manifest: PackageManifest, layout: PackageLayout,
        localModules: [String: [String]]
    ) -> Outcome {
        let declared = DeclaredModules(
            manifest: manifest, reExports: ScannedTarget.reExports(of: sources),
            allowedModules: configuration.allowedModules,
            productModules: configuration.productModules, localModules: localModules)
        let roles = Dictionary(
            layout.roles.map { ($0.target.name, $0.role) }, uniquingKeysWith: { first, _ in first })
        let localTargets = Set(manifest.targets.map(\.name))
        let undeclaredSeverity = configuration.undeclaredImports.findingSeverity
        var findings: [Finding] = []
        for scanned in sources {
            let target = scanned.target
            let role = roles[target.name] ?? .unruled
            let policy = ModulePolicy(
                localTargets: localTargets,
                allowedLocal: layout.allowedLocalTargets(for: role).union([target.name]),
                allowedOther: layout.allowedNonLocalModules(for: role))
            let modules = declared.modules(for: target)
            for file in scanned.files {
                for reference in file.references {
                    if role.isRuled,
                        let finding = Self.finding(
                            for: reference, path: file.path, target: target.name, role: role, policy: policy,
                            rule: layout.ruleText(for: role))
                    {
                        findings.append(finding)
                    } else if let undeclaredSeverity, !declared.declares(reference, in: modules) {
                        findings.append(
                            Self.undeclared(reference, path: file.path, target: target, severity: undeclaredSeverity))
                    }
                }
            }
        }
        return Outcome(
            findings: findings, scannedFiles: sources.map(\.files.count).reduce(0, +),
            scannedTargets: sources.map(\.target.name))
    }

    private static func undeclared(
        _ reference: ImportReference, path: String, target: PackageManifest.Target, severity: Finding.Severity
    )
        -> Finding
    {
        Finding(
            rule: .imports, path: path, line: reference.line, column: reference.column,
            message: "target '\(target.name)' imports '\(reference.module)' (`\(reference.spelling) "
                + "\(reference.path)`), which it does not declare; add it to the target's dependencies in "
                + "Package.swift (a module reached only through another dependency counts only when that one "
                + "re-exports it), or list it in allowedModules of the rules file if it ships with the toolchain "
                + "or the SDK (a product whose module has another name goes in productModules)",
            edge: Finding.Edge(from: target.name, to: reference.module), severity: severity)
    }

    /// The findings in one file's `source`: every reference that breaks `policy`.
    public static func findings(
        in source: String, path: String, target: String, role: TargetRole, policy: ModulePolicy,
        configuration: RulesConfiguration
    ) -> [Finding] {
        ImportScanner.references(in: source).compactMap { reference in
            finding(
                for: reference, path: path, target: target, role: role, policy: policy,
                rule: role.ruleText(configuration: configuration))
        }
    }

    /// The finding for `reference` when it breaks `policy`.
    static func finding(
        for reference: ImportReference, path: String, target: String, role: TargetRole, policy: ModulePolicy,
        rule: String
    ) -> Finding? {
        guard let problem = policy.problem(with: reference) else { return nil }
        let what: String
        switch (problem, reference.form) {
        case (.forbiddenTarget, .canImport):
            what = "probes '\(reference.module)' with `#if canImport(\(reference.path))`"
        case (.forbiddenTarget, _):
            what = "imports '\(reference.module)' (`\(reference.spelling) \(reference.path)`)"
        case (.unknownModule, _):
            what =
                "imports '\(reference.module)' (`\(reference.spelling) \(reference.path)`), which is neither a "
                + "target it may use, a toolchain module nor an allow-listed external product"
        }
        return Finding(
            rule: .imports, path: path, line: reference.line, column: reference.column,
            message: "\(role.describe(target)) \(what); \(rule)",
            edge: Finding.Edge(from: target, to: reference.module)
        )
    }
}
