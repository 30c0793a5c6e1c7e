/// Everything one run measured, and what follows from it.
public struct TimingReport: Sendable, Hashable, Codable {
    /// The target graph the builds followed.
    public var graph: TargetGraph
    /// The verticals.
    public var verticals: [String]
    /// The targets that make up "the whole".
    public var whole: [String]
    /// `N` in `-j N`.
    public var jobs: Int
    /// Repetitions of each clean build.
    public var repetitions: Int
    /// Every clean build, in the order run.
    public var builds: [BuildMeasurement]
    /// The incremental changes and what they rebuilt.
    public var blastRadius: [BlastRadius]

    /// Makes a report.
    public init(
        graph: TargetGraph, verticals: [String], whole: [String], jobs: Int, repetitions: Int,
        builds: [BuildMeasurement], blastRadius: [BlastRadius]
    ) {
        self.graph = graph
        self.verticals = verticals
        self.whole = whole
        self.jobs = jobs
        self.repetitions = repetitions
        self.builds = builds
        self.blastRadius = blastRadius
    }

    /// The wall times of the builds of `kind`.
    public func seconds(_ kind: BuildMeasurement.Kind) -> Summary? {
        Summary(builds.filter { $0.kind == kind }.map(\.seconds))
    }

    /// The CPU times (all the build's processes) of the builds of `kind`.
    public func cpu(_ kind: BuildMeasurement.Kind) -> Summary? {
        Summary(builds.filter { $0.kind == kind }.map(\.cpu))
    }

    /// `numerator / denominator` of wall time (or of `measure`) taken within each
    /// repetition, then summarised.
    public func ratio(
        _ numerator: BuildMeasurement.Kind, over denominator: BuildMeasurement.Kind,
        of measure: KeyPath<BuildMeasurement, Double> = \.seconds
    ) -> Summary? {
        let ratios = (1...max(1, repetitions)).compactMap { repetition -> Double? in
            guard let top = builds.first(where: { $0.kind == numerator && $0.repetition == repetition }),
                let bottom = builds.first(where: { $0.kind == denominator && $0.repetition == repetition }),
                bottom[keyPath: measure] > 0
            else { return nil }
            return top[keyPath: measure] / bottom[keyPath: measure]
        }
        return Summary(ratios)
    }

    /// Each module's CPU seconds (user + system): the median over the whole `-j N` builds.
    public var moduleCPU: [String: Double] {
        let samples = builds.filter { $0.kind == .wholeParallel }.compactMap(\.stats)
        var result: [String: Double] = [:]
        for module in Set(samples.flatMap(\.modules.keys)) {
            result[module] = Summary(samples.compactMap { $0.modules[module]?.cpu })?.median
        }
        return result
    }

    /// The total compiler CPU of the whole.
    public var totalCPU: Double { moduleCPU.values.reduce(0, +) }

    /// The chain of modules no number of cores can shorten.
    public var criticalPath: CriticalPath { CriticalPath(graph: graph, times: moduleCPU) }

    /// The critical path through the package's own modules only (external packages left
    /// out): what the vertical layout itself decides.
    public var ownCriticalPath: CriticalPath {
        let own = Set(graph.nodes.filter { $0.kind != "external" }.map(\.name))
        return CriticalPath(graph: graph, times: moduleCPU.filter { own.contains($0.key) })
    }

    /// The compiler CPU of the package's own modules.
    public var ownCPU: Double {
        let own = Set(graph.nodes.filter { $0.kind != "external" }.map(\.name))
        return moduleCPU.filter { own.contains($0.key) }.values.reduce(0, +)
    }

    /// Total CPU over the critical path: the speed-up the layout allows at most.
    public var allowedSpeedup: Double {
        criticalPath.seconds > 0 ? totalCPU / criticalPath.seconds : 0
    }

    /// The projected compile time of the whole on each of these core counts.
    public static let projectedCores = [1, 2, 4, 8, 16]

    /// The module schedule on `cores` cores.
    public func schedule(cores: Int) -> Schedule {
        Schedule(graph: graph, times: moduleCPU, cores: cores)
    }

    /// The largest foreign load seen during a kept build, in cores.
    public var worstForeignLoad: Double { builds.map(\.foreignCores).max() ?? 0 }

    /// How many builds were run again because of foreign load.
    public var reruns: Int { builds.map(\.reruns).reduce(0, +) }
}
