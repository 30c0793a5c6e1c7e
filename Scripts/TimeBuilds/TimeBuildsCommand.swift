import ArgumentParser
import BuildTiming
import DependencyRules
import Foundation
import Prelude
import ScriptSupport

/// `time-builds`: what the decoupled layout buys in build time, measured honestly.
@main
struct TimeBuildsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "time-builds",
        abstract: "Times clean and incremental builds of the package and shows what the vertical layout buys.",
        discussion: """
            Builds a private copy of the package in a fresh scratch path (never your .build): the whole \
            with -j 1 and -j N, each vertical alone, repeated and interleaved; reads per-module compiler \
            CPU, the critical path and projections for more cores; and changes one vertical to see \
            which modules rebuild. Writes results.md, results.json and gantt.svg to the output folder.
            """,
        version: VerticalHub.version
    )

    @Option(help: "The folder of the package to measure; the current folder when omitted.")
    var packagePath: String = "."

    @Option(help: "How many times to repeat each clean build (3 unless --quick).")
    var repetitions: Int = 3

    @Flag(help: "Runs every clean build once, which CI can afford.")
    var quick = false

    @Option(help: "The N of -j N; the number of cores when omitted.")
    var jobs: Int?

    @Option(
        help: "A target that is part of the whole (repeatable); the targets that depend on a vertical when omitted.")
    var wholeTarget: [String] = []

    @Flag(help: "Builds the whole package (plain swift build, tools and their dependencies included) as the whole.")
    var wholePackage = false

    @Option(
        help: """
            Targets that are verticals, as check-dependencies takes them: a name glob such as '*Feature' or a \
            folder such as Sources/Features/ (repeatable); the targets under Verticals/ when neither this nor \
            --config names any.
            """)
    var verticals: [String] = []

    @Option(help: "A name glob the verticals leave out, such as AppFeature (repeatable).")
    var notVertical: [String] = []

    @Option(
        name: [.customLong("host"), .customLong("hosts")],
        help: "The hosts, as a glob or folder (repeatable): the whole when --whole-target is not given.")
    var hosts: [String] = []

    @Option(
        help: """
            A check-dependencies rules file whose `layers` name the verticals and hosts (the flags add to it). \
            Scripts/dependency-rules.json is not read unless named.
            """)
    var config: String?

    @Option(help: "The vertical to change for the blast radius; the alphabetically first vertical when omitted.")
    var blastVertical: String = ""

    @Option(help: "Runs a build again when other processes kept more than this many cores busy during it.")
    var maxForeignLoad: Double = 0.5

    @Option(help: "The folder for results.md, results.json and gantt.svg; build-timings/<date> when omitted.")
    var output: String?

    @Option(help: "What to print on standard output at the end: text prints the Markdown tables, json the JSON.")
    var format: OutputFormat = .text

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if wholePackage && !wholeTarget.isEmpty {
            throw ValidationError("Pass either --whole-package or --whole-target, not both.")
        }
        guard repetitions >= 1 else { throw ValidationError("Pass --repetitions 1 or more.") }
        if let jobs, jobs < 1 { throw ValidationError("Pass --jobs 1 or more.") }
        guard FileManager.default.fileExists(atPath: packagePath + "/Package.swift") else {
            throw ValidationError("Pass --package-path a folder that contains a Package.swift (got '\(packagePath)').")
        }
    }

    /// The rules file's layers (when `--config` names one) with the flags' added.
    private func layers() throws -> Layers {
        var layers = Layers()
        if let config {
            do {
                layers =
                    try RulesConfiguration.load(from: URL(fileURLWithPath: config), required: true).layers ?? layers
            } catch {
                FileHandle.standardError.write(Data("time-builds: error: \(error)\n".utf8))
                throw ExitCode(2)
            }
        }
        return layers.adding(
            Layers(
                verticals: .commandLine(verticals, except: notVertical), hosts: .commandLine(hosts, except: [])))
    }

    func run() async throws {
        let root = URL(fileURLWithPath: packagePath).standardizedFileURL
        let layers = try layers()
        let stamp = ISO8601DateFormatter().string(from: Date()).replacingOccurrences(of: ":", with: "-")
        let folder =
            output.map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent("build-timings").appendingPathComponent(stamp)
        var options = TimingExperiment.Options(
            packageRoot: root, repetitions: quick ? 1 : repetitions,
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, wholeTargets: wholeTarget,
            wholePackage: wholePackage,
            blastVertical: blastVertical, maxForeignCores: maxForeignLoad)
        options.verticals = layers.verticals.isEmpty ? nil : layers.verticals
        options.hosts = layers.hosts.isEmpty ? nil : layers.hosts
        let experiment = TimingExperiment(options: options)
        let started = ContinuousClock.now
        SignalCleanup.install { signal in
            "\ntime-builds: stopped by signal \(signal): stopping the running build and deleting the private copy."
        }
        let console = ProgressConsole(isTerminal: isatty(STDERR_FILENO) == 1)
        let report: TimingReport
        do {
            report = try experiment.run(progress: console.log, status: console.status)
        } catch let error as TimingError {
            console.log("error: \(error)")
            throw ExitCode(2)
        }
        try report.write(to: folder)
        switch format {
        case .text: FileHandle.standardOutput.write(Data(report.markdown.utf8))
        case .json: FileHandle.standardOutput.write(try report.json())
        }
        let elapsed = started.duration(to: .now).components.seconds
        FileHandle.standardError.write(
            Data(
                "time-builds: done in \(elapsed) s; results in \(folder.path) (results.md, results.json, gantt.svg)\n"
                    .utf8))
    }
}
