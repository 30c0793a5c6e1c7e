import ArgumentParser
import DependencyRules
import Foundation
import Prelude
import ScriptSupport

/// `check-dependencies`: keeps the module rule true. Prints compiler-style diagnostics and
/// a summary (or JSON, GitHub workflow commands, SARIF, or the module graph); exits 1 on any
/// violation, 0 on a clean tree, 2 when the check could not run.
@main
struct CheckDependenciesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-dependencies",
        abstract: "Checks that no vertical (feature module) depends on or imports another.",
        discussion: """
            Rules: (1) the target graph SwiftPM reads from Package.swift; (2) every import, in every \
            form and on every #if branch, of every target: declared by the target, and within the \
            module rule for verticals, their tests, shared and interface targets; a declared \
            dependency no file imports is a warning; (3) interface targets hold only protocols and \
            DTOs, read from the compiler's symbol graph (this needs a build; the others need neither \
            a build nor dependency resolution). Without layers (rules file or flags) the package is \
            checked as VerticalHub is laid out: verticals under Verticals/, Prelude and \
            VerticalInterfaces. Exits 1 on any violation (with --baseline: any new one), 2 when the \
            check could not run. With --graph, prints the module graph (violations in red) instead.
            """,
        version: VerticalHub.version
    )

    @Option(help: "The folder of the package to check; the current folder when omitted.")
    var packagePath: String = "."

    @Option(help: "The output format: text (compiler-style diagnostics), json, github (workflow commands) or sarif.")
    var format: OutputFormat = .text

    @Option(help: "Prints the module graph as mermaid, dot or json instead of the findings (exits 0 on violations).")
    var graph: GraphFormat?

    @Option(
        help: """
            With --graph mermaid: the Markdown file whose module-graph block must equal the graph; \
            exits 1 when it is stale.
            """)
    var verifyReadme: String?

    @Flag(help: "With --verify-readme: rewrites the file's module-graph block instead of failing.")
    var updateReadme = false

    @Option(
        help: """
            The rules file with allow-lists; when omitted, Scripts/dependency-rules.json in the package, or \
            dependency-rules.json at its root when there is no Scripts/ one.
            """)
    var config: String?

    @Option(
        help: """
            The scratch folder for SwiftPM's interface build: .build-check in the package by default in \
            VerticalHub's layout (never .build); with layers, a temporary folder deleted afterwards.
            """)
    var scratchPath: String?

    @Option(help: "A folder of prepared symbol graph files to check instead of building VerticalInterfaces.")
    var symbolGraphDir: String?

    @Flag(help: "Skips the interface purity check, which needs a build of the interface targets.")
    var skipInterface = false

    @OptionGroup(title: "Layers (added to the rules file's `layers`)")
    var layers: LayerOptions

    @Option(
        help: """
            A baseline written by --write-baseline: only findings it does not list fail the check, \
            and the listed ones that are gone are reported as fixed.
            """)
    var baseline: String?

    @Option(help: "Writes today's findings to this file as a baseline, prints them and exits 0.")
    var writeBaseline: String?

    func validate() throws {
        if skipInterface && symbolGraphDir != nil {
            throw ValidationError("Pass either --skip-interface or --symbol-graph-dir, not both.")
        }
        if verifyReadme != nil && graph != .mermaid {
            throw ValidationError("--verify-readme compares a Mermaid graph: pass --graph mermaid too.")
        }
        if updateReadme && verifyReadme == nil {
            throw ValidationError("--update-readme rewrites the file named by --verify-readme: pass both.")
        }
        if baseline != nil && writeBaseline != nil {
            throw ValidationError("Pass either --baseline or --write-baseline, not both.")
        }
        if graph != nil && (baseline != nil || writeBaseline != nil) {
            throw ValidationError(
                "--graph prints the module graph instead of the findings, so it takes no baseline: run the check "
                    + "with --baseline or --write-baseline, and the graph without.")
        }
        guard FileManager.default.fileExists(atPath: packagePath + "/Package.swift") else {
            throw ValidationError("Pass --package-path a folder that contains a Package.swift (got '\(packagePath)').")
        }
    }

    /// The folder GitHub annotations' paths are relative to: `GITHUB_WORKSPACE` when set (GitHub
    /// runs steps there), else the current folder.
    private var workspace: URL {
        let environment = ProcessInfo.processInfo.environment["GITHUB_WORKSPACE"] ?? ""
        return URL(fileURLWithPath: environment.isEmpty ? FileManager.default.currentDirectoryPath : environment)
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let interfaceSource: DependencyCheck.InterfaceSource =
            if skipInterface { .skip } else if let symbolGraphDir {
                .directory(URL(fileURLWithPath: symbolGraphDir))
            } else {
                .build
            }
        do {
            var check = DependencyCheck(
                packageRoot: root,
                scratchPath: root.appendingPathComponent(".build-check"),
                configurationURL: try config.map { URL(fileURLWithPath: $0) }
                    ?? RulesConfiguration.defaultFile(in: root),
                configurationIsRequired: config != nil,
                interfaceSource: interfaceSource,
                commandLineLayers: layers.layers
            )
            // A baseline that cannot be written fails now, not after the whole check.
            if let writeBaseline, let problem = WritableFile.problem(with: URL(fileURLWithPath: writeBaseline)) {
                throw CheckError.invalidBaseline(path: writeBaseline, reason: "cannot be written: \(problem)")
            }
            // Another team's package keeps no build of ours: the interface build goes to a temporary folder.
            let usesLayers = try check.configuration().layers != nil
            let temporaryScratch =
                scratchPath == nil && usesLayers
                ? FileManager.default.temporaryDirectory
                    .appendingPathComponent("check-dependencies-\(UUID().uuidString)") : nil
            check.scratchPath =
                scratchPath.map { URL(fileURLWithPath: $0) } ?? temporaryScratch ?? check.scratchPath
            if let temporaryScratch {
                SignalCleanup.install { signal in "\ncheck-dependencies: stopped by signal \(signal)." }
                SignalCleanup.remember(temporaryScratch)
            }
            defer {
                if let temporaryScratch {
                    FixtureCopy.remove(temporaryScratch)
                    SignalCleanup.forget(temporaryScratch)
                }
            }
            try runCheck(check, root: root)
        } catch let error as CheckError {
            try fail(error)
        }
    }

    /// Runs `check` and prints what it found (or the graph).
    private func runCheck(_ check: DependencyCheck, root: URL) throws {
        let outcome = try check.run { line in
            FileHandle.standardError.write(Data("check-dependencies: \(line)\n".utf8))
        }
        var report = outcome.report
        if let baseline {
            report = report.comparing(with: try Baseline.load(from: URL(fileURLWithPath: baseline)))
        }
        if let graph {
            try printGraph(outcome.graph, as: graph.graphFormat)
            return
        }
        FileHandle.standardOutput.write(
            Data(try report.rendered(as: format.reportFormat, packageRoot: root, workspace: workspace).utf8))
        if let failure = report.failure {
            FileHandle.standardError.write(Data("check-dependencies: error: \(failure)\n".utf8))
            throw ExitCode(2)
        }
        if let writeBaseline {
            // Only a complete run is recorded: a failed interface build has exited above.
            try Baseline(findings: report.findings).write(to: URL(fileURLWithPath: writeBaseline))
            FileHandle.standardError.write(
                Data(
                    ("check-dependencies: wrote \(report.findings.count) findings to the baseline \(writeBaseline); "
                        + "check against it with --baseline \(writeBaseline)\n").utf8))
            return
        }
        if !report.isClean { throw ExitCode(1) }
    }

    /// Reports that the check could not run (in the output format, on standard output, and in
    /// words on standard error) and exits 2.
    private func fail(_ error: CheckError) throws -> Never {
        let documentFormat = graph.map { $0 == .json ? .json : .text } ?? format.reportFormat
        if let document = try? error.rendered(as: documentFormat, workspace: workspace) {
            FileHandle.standardOutput.write(Data(document.utf8))
        }
        FileHandle.standardError.write(Data("check-dependencies: error: \(error)\n".utf8))
        throw ExitCode(2)
    }

    private func printGraph(_ moduleGraph: ModuleGraph, as graphFormat: ModuleGraph.Format) throws {
        let rendered = try moduleGraph.rendered(as: graphFormat)
        guard let verifyReadme else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
            return
        }
        let readme = URL(fileURLWithPath: verifyReadme)
        let verdict = try ReadmeGraphBlock.compare(rendered, in: readme, update: updateReadme)
        FileHandle.standardError.write(Data("check-dependencies: \(verdict.message)\n".utf8))
        if verdict.isStale { throw ExitCode(1) }
    }
}

/// The `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, github, sarif

    /// The report format it names.
    var reportFormat: CheckReport.Format {
        switch self {
        case .text: .text
        case .json: .json
        case .github: .github
        case .sarif: .sarif
        }
    }
}

/// The `--graph` values.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot, json

    /// The graph format it names.
    var graphFormat: ModuleGraph.Format {
        switch self {
        case .mermaid: .mermaid
        case .dot: .dot
        case .json: .json
        }
    }
}
