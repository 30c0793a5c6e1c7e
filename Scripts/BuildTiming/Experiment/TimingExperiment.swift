public import Foundation
public import ScriptSupport

/// The whole measurement: clean builds repeated and interleaved, compiler stats, the
/// critical path and projections, and the blast radius of a change to one vertical.
public struct TimingExperiment: Sendable {
    /// The settings of a run.
    public struct Options: Sendable {
        /// The package to measure (it is copied; the original is never built or edited).
        public var packageRoot: URL
        /// Repetitions of every clean build.
        public var repetitions: Int
        /// `N` for `-j N`.
        public var jobs: Int
        /// Targets that make up "the whole"; empty means the host targets (those that
        /// depend on a vertical).
        public var wholeTargets: [String]
        /// Builds the whole package (`swift build` without `--target`, tools included) as "the whole".
        public var wholePackage: Bool
        /// The folder of the verticals.
        public var verticalFolder: String
        /// The verticals by name glob and folder (check-dependencies' layers); when set, it
        /// replaces ``verticalFolder``.
        public var verticals: LayerPattern?
        /// The hosts by name glob and folder: "the whole" when ``wholeTargets`` is empty
        /// (else the targets that depend on a vertical).
        public var hosts: LayerPattern?
        /// The vertical to change for the blast radius; empty means the first.
        public var blastVertical: String
        /// Re-run a build when other processes kept more than this many cores busy.
        public var maxForeignCores: Double
        /// How many times one build may be re-run for foreign load.
        public var maxReruns: Int

        /// Makes options.
        public init(
            packageRoot: URL, repetitions: Int, jobs: Int, wholeTargets: [String] = [], wholePackage: Bool = false,
            verticalFolder: String = "Verticals", blastVertical: String = "", maxForeignCores: Double = 0.5,
            maxReruns: Int = 2
        ) {
            self.packageRoot = packageRoot
            self.repetitions = repetitions
            self.jobs = jobs
            self.wholeTargets = wholeTargets
            self.wholePackage = wholePackage
            self.verticalFolder = verticalFolder
            self.blastVertical = blastVertical
            self.maxForeignCores = maxForeignCores
            self.maxReruns = maxReruns
            self.verticals = nil
            self.hosts = nil
        }
    }

    /// The settings.
    public var options: Options

    /// Makes the experiment.
    public init(options: Options) {
        self.options = options
    }

    /// Runs everything; `progress` gets one line per step, `status` the progress at the
    /// start of each build. Every option is checked against the package's targets before
    /// the first build.
    public func run(
        progress: (String) -> Void, status: @escaping (BuildProgress) -> Void = { _ in }
    ) throws -> TimingReport {
        let workspace = try Workspace.make(copying: options.packageRoot)
        defer { workspace.remove() }
        progress("Copied the package to \(workspace.package.path); scratch path \(workspace.scratch.path).")
        progress("Resolving and reading the target graph (swift package describe)...")
        let describe = try CommandRunner.output(
            of: ["swift", "package"] + workspace.swiftPMArguments + ["describe", "--type", "json"],
            orThrow: TimingError.commandFailed)
        let graph = try TargetGraph(describeJSON: Data(describe.utf8))
        let verticals =
            (options.verticals.map { graph.targets(matching: $0) } ?? graph.verticals(folder: options.verticalFolder))
            .sorted()
        try validate(against: graph, verticals: verticals)
        let whole: [String]
        let namedHosts = options.hosts.map { graph.targets(matching: $0) } ?? []
        if options.wholePackage {
            whole = graph.nodes.filter { $0.kind != "test" && $0.kind != "external" }.map(\.name)
        } else if options.wholeTargets.isEmpty {
            whole = namedHosts.isEmpty ? graph.hostTargets(verticals: Set(verticals)) : namedHosts
        } else {
            whole = options.wholeTargets
        }
        // An empty list builds with plain `swift build`: every target of the package.
        let wholeBuild = options.wholePackage ? [] : whole
        progress("Verticals: \(verticals.joined(separator: ", ")). The whole: \(whole.joined(separator: ", ")).")

        var builds: [BuildMeasurement] = []
        let kinds: [BuildMeasurement.Kind] = [.wholeSerial, .wholeParallel] + verticals.map { .vertical($0) }
        let counter = BuildCounter(
            total: max(1, options.repetitions) * kinds.count + Self.blastRadiusBuilds, report: status)
        for repetition in 1...max(1, options.repetitions) {
            // Interleave: each repetition starts at a different kind, so drift hits all alike.
            let offset = (repetition - 1) % kinds.count
            for kind in kinds[offset...] + kinds[..<offset] {
                let measurement = try measureClean(
                    kind, repetition: repetition, whole: wholeBuild, in: workspace, counter, progress)
                builds.append(measurement)
            }
        }

        // The package's edges come from SwiftPM's JSON; edges inside external packages from the build plan.
        let fullGraph = graph.addingExternalEdges(fromPlan: workspace.scratch.appendingPathComponent("debug.yaml"))
        let blast = try measureBlastRadius(
            graph: graph, verticals: verticals, whole: whole, wholeBuild: wholeBuild, in: workspace, counter: counter,
            progress: progress)
        return TimingReport(
            graph: fullGraph, verticals: verticals, whole: whole, jobs: options.jobs,
            repetitions: max(1, options.repetitions), builds: builds, blastRadius: blast)
    }

    func buildArguments(targets: [String], jobs: Int, statsDirectory: URL?) -> [[String]] {
        let stats = statsDirectory.map { ["-Xswiftc", "-stats-output-dir", "-Xswiftc", $0.path] } ?? []
        let targetArguments = targets.isEmpty ? [[]] : targets.map { ["--target", $0] }
        return targetArguments.map { ["-j", String(jobs)] + $0 + stats }
    }

    private func measureClean(
        _ kind: BuildMeasurement.Kind, repetition: Int, whole: [String], in workspace: Workspace,
        _ counter: BuildCounter, _ progress: (String) -> Void
    ) throws -> BuildMeasurement {
        let targets: [String]
        let jobs: Int
        switch kind {
        case .wholeSerial: (targets, jobs) = (whole, 1)
        case .wholeParallel, .incremental: (targets, jobs) = (whole, options.jobs)
        case .vertical(let name): (targets, jobs) = ([name], options.jobs)
        }
        // Every attempt is kept; the one under the least foreign load is reported.
        var attempts: [BuildMeasurement] = []
        while true {
            try workspace.clean()
            let statsDirectory = workspace.root.appendingPathComponent("stats-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: statsDirectory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: statsDirectory) }
            counter.start("repetition \(repetition), clean build: \(kind.label)")
            let (seconds, load) = try timedBuild(
                buildArguments(targets: targets, jobs: jobs, statsDirectory: statsDirectory), in: workspace)
            counter.finish()
            let tooBusy = load.foreignCores > options.maxForeignCores
            let again = tooBusy && attempts.count < options.maxReruns
            progress(
                "    \(Summary.format(seconds, digits: 1)) s wall, \(Summary.format(load.ownCPU, digits: 1)) s CPU, "
                    + "other processes \(Summary.format(load.foreignCores, digits: 2)) cores"
                    + (again ? " -> too busy, running it again" : ""))
            attempts.append(
                BuildMeasurement(
                    kind: kind, repetition: repetition, seconds: seconds, cpu: load.ownCPU,
                    foreignCores: load.foreignCores, reruns: attempts.count,
                    stats: CompilerStats(directory: statsDirectory), timeline: timeline(in: workspace)))
            if again {
                counter.addBuild()
                continue
            }
            guard var best = attempts.min(by: { $0.foreignCores < $1.foreignCores }) else { continue }
            best.reruns = attempts.count - 1
            if attempts.count > 1 {
                progress(
                    "    kept the attempt with the least foreign load (\(Summary.format(best.foreignCores, digits: 2)) cores)"
                )
            }
            return best
        }
    }

    /// Runs the builds in `invocations` one after the other and times them together.
    func timedBuild(_ invocations: [[String]], in workspace: Workspace) throws -> (Double, LoadReading) {
        let start = CPUSample.now()
        for arguments in invocations {
            _ = try CommandRunner.output(
                of: ["swift", "build"] + workspace.swiftPMArguments + arguments, orThrow: TimingError.commandFailed)
        }
        let load = LoadReading(from: start, to: CPUSample.now())
        return (load.seconds, load)
    }

    private func timeline(in workspace: Workspace) -> [String: [Double]] {
        let rules = BuildRecord.moduleRules(database: workspace.scratch.appendingPathComponent("build.db"))
        let origin = rules.values.map(\.start).min() ?? 0
        return rules.mapValues { [$0.start - origin, $0.end - origin] }
    }
}
