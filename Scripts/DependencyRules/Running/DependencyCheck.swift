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
    /// Layers given on the command line, added to the rules file's (empty: the file's alone).
    public var commandLineLayers: Layers

    /// Makes the check.
    ///
    /// - Parameters:
    ///   - packageRoot: The package's root folder.
    ///   - scratchPath: The scratch folder for SwiftPM (interface purity builds there).
    ///   - configurationURL: The rules file.
    ///   - configurationIsRequired: Whether a missing rules file is an error.
    ///   - interfaceSource: Where the symbol graphs come from.
    ///   - commandLineLayers: Layers to add to the rules file's.
    public init(
        packageRoot: URL, scratchPath: URL, configurationURL: URL, configurationIsRequired: Bool = false,
        interfaceSource: InterfaceSource, commandLineLayers: Layers = Layers()
    ) {
        self.packageRoot = packageRoot
        self.scratchPath = scratchPath
        self.configurationURL = configurationURL
        self.configurationIsRequired = configurationIsRequired
        self.interfaceSource = interfaceSource
        self.commandLineLayers = commandLineLayers
    }

    /// The rules file's configuration with the command line's layers added.
    ///
    /// - Returns: The configuration the check applies.
    /// - Throws: ``CheckError/invalidConfiguration(_:)`` when the rules file is wrong.
    public func configuration() throws(CheckError) -> RulesConfiguration {
        var configuration = try RulesConfiguration.load(from: configurationURL, required: configurationIsRequired)
        if !commandLineLayers.isEmpty {
            configuration.layers = (configuration.layers ?? Layers()).adding(commandLineLayers)
        }
        return configuration
    }

    /// What a run found: the report, and the module graph with the violations drawn on it.
    public struct Outcome: Sendable {
        /// The findings and what was checked.
        public var report: CheckReport
        /// The package's module graph.
        public var graph: ModuleGraph
    }

    /// Runs every rule and reports every violation; `progress` receives a line per step.
    /// The manifest and import rules need no build and no dependency resolution. Interface
    /// purity needs a build: it is skipped, with the reason in ``CheckReport/skipped``, when
    /// asked to, when the rules name no interface target, or when the package's dependencies
    /// cannot be resolved. When an interface target does not compile, the report keeps the
    /// findings of the other rules and carries the failure in ``CheckReport/failure``.
    public func run(progress: (String) -> Void = { _ in }) throws -> Outcome {
        let configuration = try configuration()
        let commands = SwiftPackageCommands(packageRoot: packageRoot, scratchPath: scratchPath)
        progress("Reading the manifest (swift package dump-package)...")
        let manifest = try commands.dumpPackage()
        let layout = try PackageLayout(manifest: manifest, configuration: configuration)
        let manifestSource =
            (try? String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let locator = ManifestLocator(manifestSource: manifestSource)
        var findings = ManifestRules(configuration: configuration)
            .findings(in: manifest, layout: layout, locator: locator)

        findings += MissingTargetFolders.findings(in: manifest, packageRoot: packageRoot, locator: locator)

        progress("Scanning imports...")
        let sources = try ScannedTarget.scan(manifest, packageRoot: packageRoot)
        findings += TransitiveCoupling().findings(
            in: manifest, layout: layout, reExports: ScannedTarget.reExports(of: sources), locator: locator)
        let localModules = ModuleMaps.systemLibraryModules(of: manifest, packageRoot: packageRoot)
        let imports = ImportRules(configuration: configuration)
            .check(sources, manifest: manifest, layout: layout, localModules: localModules)
        findings += imports.findings
        findings += RedundantDependencies(configuration: configuration)
            .findings(in: sources, manifest: manifest, locator: locator, localModules: localModules)

        let purity = try interfacePurity(
            layout: layout, manifest: manifest, configuration: configuration, commands: commands, progress: progress)
        findings += purity.findings
        let overview =
            layout.verticalNames.isEmpty ? nil : LayerOverview(findings: findings, verticals: layout.verticalNames)
        var report = CheckReport(
            findings: findings, checkedTargets: imports.scannedTargets, scannedFiles: imports.scannedFiles,
            checkedInterface: !purity.checked.isEmpty, allowed: purity.allowed, failure: purity.failure,
            skipped: purity.skipped, overview: layout.usesLayers ? overview : nil)
        report.checkedInterfaceTargets = purity.checked
        return Outcome(report: report, graph: ModuleGraph(manifest: manifest, layout: layout, findings: findings))
    }

    /// What the interface purity rule found, or why it did not run.
    private struct PurityOutcome {
        var findings: [Finding] = []
        var allowed: [AllowedUse] = []
        var checked: [String] = []
        var skipped: [SkippedRule] = []
        var failure: String?
    }

    private func interfacePurity(
        layout: PackageLayout, manifest: PackageManifest, configuration: RulesConfiguration,
        commands: SwiftPackageCommands, progress: (String) -> Void
    ) throws -> PurityOutcome {
        var outcome = PurityOutcome()
        let skip = { (reason: String) in
            outcome.skipped.append(SkippedRule(rule: .interface, reason: reason))
            return outcome
        }
        var targets = layout.interfaceTargets
        let graphDirectory: URL
        // Held until the graphs are read, when this run builds them (see ``ScratchLock``).
        var lock: ScratchLock? = nil
        switch interfaceSource {
        case .skip:
            return layout.usesLayers ? skip("--skip-interface was given") : outcome
        case .directory(let url):
            graphDirectory = url
            if targets.isEmpty { targets = [configuration.interfacesTarget] }
        case .build:
            if !layout.usesLayers && manifest.target(named: configuration.interfacesTarget) == nil {
                throw CheckError.missingTarget(configuration.interfacesTarget)
            }
            guard !targets.isEmpty else {
                return skip("the rules name no interface target (layers.interfaces, or --interfaces)")
            }
            progress("Resolving the package's dependencies for the interface build...")
            if let failure = try Self.failure(of: { () throws(CheckError) in try commands.resolve() }) {
                return skip(
                    "it needs a build, and the package's dependencies could not be resolved "
                        + "(`\(failure.command)` exited with status \(failure.status): "
                        + "\(Self.firstError(in: failure.output))); the manifest and import rules ran without them")
            }
            graphDirectory = scratchPath.appendingPathComponent("symbol-graphs")
            lock = try ScratchLock(in: scratchPath) {
                progress("Waiting for another check-dependencies run in \(scratchPath.path)...")
            }
            for target in targets {
                progress("Building \(target) for its symbol graph...")
                if let failure = try Self.failure(of: { () throws(CheckError) in
                    try commands.buildSymbolGraphs(target: target, into: graphDirectory)
                }) {
                    outcome.failure = CheckError.interfaceBuildFailed(target: target, failure: failure).description
                    return outcome
                }
            }
        }
        for target in targets {
            var targetConfiguration = configuration
            targetConfiguration.interfacesTarget = target
            let graphs = try SymbolGraph.load(module: target, from: graphDirectory)
            let purity = InterfacePurityRules(configuration: targetConfiguration).check(
                graphs, packageRoot: packageRoot,
                configurationPath: RelativePath.make(configurationURL.path, relativeTo: packageRoot))
            outcome.findings += purity.findings
            outcome.allowed += purity.allowed
            outcome.checked.append(target)
        }
        _ = consume lock
        return outcome
    }

    /// The first line of `output` that says `error:`, else its first non-empty line.
    static func firstError(in output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let line = lines.first { $0.contains("error:") } ?? lines.first { !$0.isEmpty } ?? "no output"
        return String(line.prefix(300))
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
