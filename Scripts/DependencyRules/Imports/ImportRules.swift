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
    }

    /// Scans every Swift file of every ruled target of `manifest` under `packageRoot`.
    public func check(manifest: PackageManifest, packageRoot: URL) throws -> Outcome {
        var findings: [Finding] = []
        var scanned = 0
        let localTargets = Set(manifest.targets.map(\.name))
        for (target, role) in manifest.roles(configuration: configuration) where role.isRuled {
            let policy = ModulePolicy(
                localTargets: localTargets,
                allowedLocal: role.allowedLocalTargets(configuration: configuration).union([target.name]),
                allowedOther: role.allowedNonLocalModules(configuration: configuration))
            for relativePath in SourceFiles.swiftFiles(under: target.path, packageRoot: packageRoot) {
                let source = try String(
                    contentsOf: packageRoot.appendingPathComponent(relativePath), encoding: .utf8)
                scanned += 1
                findings += Self.findings(
                    in: source, path: relativePath, target: target.name, role: role, policy: policy,
                    configuration: configuration)
            }
        }
        return Outcome(findings: findings, scannedFiles: scanned)
    }

    /// The findings in one file's `source`: every reference that breaks `policy`.
    public static func findings(
        in source: String, path: String, target: String, role: TargetRole, policy: ModulePolicy,
        configuration: RulesConfiguration
    ) -> [Finding] {
        ImportScanner.references(in: source).compactMap { reference in
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
                message: "\(role.describe(target)) \(what); \(role.ruleText(configuration: configuration))"
            )
        }
    }
}
