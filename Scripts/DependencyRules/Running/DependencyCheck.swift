public import Foundation

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
    /// The rules file (may be absent).
    public var configurationURL: URL
    /// Where the symbol graph comes from.
    public var interfaceSource: InterfaceSource

    /// Makes the check.
    public init(packageRoot: URL, scratchPath: URL, configurationURL: URL, interfaceSource: InterfaceSource) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath
        self.configurationURL = configurationURL
        self.interfaceSource = interfaceSource
    }

    /// Runs every rule and reports every violation; `progress` receives a line per step.
    public func run(progress: (String) -> Void = { _ in }) throws -> CheckReport {
        let configuration = try RulesConfiguration.load(from: configurationURL)
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
            try commands.buildSymbolGraphs(target: configuration.interfacesTarget, into: url)
            graphDirectory = url
        }
        if let graphDirectory {
            let graphs = try SymbolGraph.load(module: configuration.interfacesTarget, from: graphDirectory)
            findings += InterfacePurityRules(configuration: configuration).findings(
                in: graphs, packageRoot: packageRoot,
                configurationPath: RelativePath.make(configurationURL.path, relativeTo: packageRoot))
        }
        let ruled = manifest.roles(configuration: configuration).filter { $0.role.isRuled }.map(\.target.name)
        return CheckReport(
            findings: findings, checkedTargets: ruled, scannedFiles: imports.scannedFiles,
            checkedInterface: graphDirectory != nil)
    }
}
