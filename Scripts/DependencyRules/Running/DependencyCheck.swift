public import Foundation
import ScriptSupport

/// The whole check: manifest edges, imports, and (unless skipped) interface purity.
public struct DependencyCheck: Sendable {
    /// Where the symbol graph comes from.
    public enum InterfaceSource: Sendable, Hashable {
        /// Build the interface target in the scratch path and read what the compiler emits.
        case build
        /// Read prepared symbol graph files from a folder.
        case directory(URL)
        /// Do not check interface purity.
        case skip
    }

    /// The package's root folder.
    public var packageRoot: URL
    /// The scratch folder for SwiftPM.
    public var scratchPath: URL
    /// The rules file (may be absent unless ``configurationIsRequired``).
    public var configurationURL: URL
    /// Whether the user named the rules file, so that a missing one is an error.
    public var configurationIsRequired: Bool
    /// Where the symbol graph comes from.
    public var interfaceSource: InterfaceSource

    /// Makes the check.
    public init(
        packageRoot: URL, scratchPath: URL, configurationURL: URL, configurationIsRequired: Bool = false,
        interfaceSource: InterfaceSource
    ) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath
        self.configurationURL = configurationURL
        self.configurationIsRequired = configurationIsRequired
        self.interfaceSource = interfaceSource
    }

    /// What a run found: the report, and the module graph with the violations drawn on it.
    public struct Outcome: Sendable {
        /// The findings and what was checked.
        public var report: CheckReport
        /// The package's module graph.
        public var graph: ModuleGraph
    }

    /// Runs every rule and reports every violation; `progress` receives a line per step.
    /// When the interface target does not build, the report keeps the findings of the other
    /// rules and carries the failure in ``CheckReport/failure``.
    public func run(progress: (String) -> Void = { _ in }) throws -> Outcome {
        let configuration = try RulesConfiguration.load(from: configurationURL, required: configurationIsRequired)
        let commands = SwiftPackageCommands(packageRoot: packageRoot, scratchPath: scratchPath)
        progress("Reading the manifest (swift package dump-package)...")
        let manifest = try commands.dumpPackage()
        let manifestSource =
            (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        var findings = ManifestRules(configuration: configuration)
            .findings(in: manifest, locator: ManifestLocator(manifestSource: manifestSource))

        progress("Scanning imports...")
        let imports = try ImportRules(configuration: configuration).check(manifest: manifest, packageRoot: packageRoot)
        findings += imports.findings

        let graphDirectory: URL?
        switch interfaceSource {
        case .skip:
            graphDirectory = nil
        case .directory(let url):
            graphDirectory = url
        case .build:
            guard manifest.target(named: configuration.interfacesTarget) != nil else {
                throw CheckError.missingTarget(configuration.interfacesTarget)
            }
            let url = scratchPath.appendingPathComponent("symbol-graphs")
            progress("Building \(configuration.interfacesTarget) for its symbol graph...")
            if let failure = try Self.failure(of: { () throws(CheckError) in
                try commands.buildSymbolGraphs(target: configuration.interfacesTarget, into: url)
            }) {
                let report = CheckReport(
                    findings: findings, checkedTargets: imports.scannedTargets, scannedFiles: imports.scannedFiles,
                    checkedInterface: false,
                    failure: CheckError.interfaceBuildFailed(target: configuration.interfacesTarget, failure: failure)
                        .description)
                return Outcome(
                    report: report,
                    graph: ModuleGraph(manifest: manifest, configuration: configuration, findings: findings))
            }
            graphDirectory = url
        }
        var allowed: [AllowedUse] = []
        if let graphDirectory {
            let graphs = try SymbolGraph.load(module: configuration.interfacesTarget, from: graphDirectory)
            let purity = InterfacePurityRules(configuration: configuration).check(
                graphs, packageRoot: packageRoot,
                configurationPath: RelativePath.make(configurationURL.path, relativeTo: packageRoot))
            findings += purity.findings
            allowed = purity.allowed
        }
        let report = CheckReport(
            findings: findings, checkedTargets: imports.scannedTargets, scannedFiles: imports.scannedFiles,
            checkedInterface: graphDirectory != nil, allowed: allowed)
        return Outcome(
            report: report, graph: ModuleGraph(manifest: manifest, configuration: configuration, findings: findings))
    }

    /// The command failure `body` threw, or `nil` when it succeeded; other errors are rethrown.
    private static func failure(of body: () throws(CheckError) -> Void) throws(CheckError) -> CommandFailure? {
        do {
            try body()
            return nil
        } catch {
            guard case .commandFailed(let failure) = error else { throw error }
            return failure
        }
    }
}
