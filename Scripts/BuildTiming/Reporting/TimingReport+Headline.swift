extension TimingReport {
    /// The timeline of the last clean whole `-j N` build (module to `[start, end]`, seconds).
    public var lastParallelTimeline: [String: [Double]] {
        builds.last { $0.kind == .wholeParallel }?.timeline ?? [:]
    }

    /// The chain that set the wall time of the last clean whole `-j N` build, from the
    /// measured start and end times (what the Gantt chart paints red).
    public var wallClockChain: WallClockChain { WallClockChain(graph: graph, timeline: lastParallelTimeline) }

    /// Per vertical: its clean build alone as a percentage of the whole's (`-j N`, median of
    /// the ratios within each repetition).
    public var verticalShareOfWhole: [String: Double] {
        Dictionary(
            uniqueKeysWithValues: verticals.compactMap { name in
                ratio(.vertical(name), over: .wholeParallel).map { (name, $0.median * 100) }
            })
    }

    /// The speed-up the layout allows on each of 2, 4, 8 and 16 cores: the projected compile
    /// time on 1 core divided by the projected time on that many.
    public var layoutSpeedup: [Int: Double] {
        let serial = schedule(cores: 1).makespan
        return Dictionary(
            uniqueKeysWithValues: Self.projectedCores.filter { $0 > 1 }.map { cores in
                let parallel = schedule(cores: cores).makespan
                return (cores, parallel > 0 ? serial / parallel : 0)
            })
    }

    /// The summary lines the documentation quotes (HubInterfaces.docc, `Architecture.md`):
    /// each vertical's share of the whole and the layout's speed-up on 2 to 16 cores.
    public var headline: [String] {
        var lines = verticals.compactMap { name in
            verticalShareOfWhole[name].map {
                "`\(name)` builds alone in \(Summary.format($0, digits: 0)) % of the whole's wall time."
            }
        }
        let speedups = Self.projectedCores.filter { $0 > 1 }.compactMap { cores in
            layoutSpeedup[cores].map { "\(Summary.format($0, digits: 2))x on \(cores)" }
        }
        lines.append("The layout allows a compile speed-up of \(speedups.joined(separator: ", ")) cores.")
        return lines
    }

    /// The measured wall time of the whole `-j N` against the projection for N cores, in words.
    var projectionComparison: String {
        guard let measured = seconds(.wholeParallel)?.median else { return "" }
        let projected = schedule(cores: jobs).makespan
        let verdict =
            measured <= projected
            ? "at or below the projection (SwiftPM also compiles a module's files in parallel)"
            : "above the projection (linking, planning and foreign load are not in it)"
        return "Measured: the whole with `-j \(jobs)` took \(Summary.format(measured, digits: 1)) s (median), "
            + "projected \(Summary.format(projected, digits: 1)) s on \(jobs) cores: \(verdict)."
    }
}
