public import Foundation

extension TimingReport {
    /// The report as pretty JSON, with the derived figures alongside the raw builds.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(
            Document(
                report: self,
                wholeSerial: seconds(.wholeSerial),
                wholeParallel: seconds(.wholeParallel),
                parallelSpeedup: ratio(.wholeSerial, over: .wholeParallel),
                verticalAlone: Dictionary(
                    uniqueKeysWithValues: verticals.compactMap { name in
                        seconds(.vertical(name)).map { (name, $0) }
                    }),
                wholeOverVertical: Dictionary(
                    uniqueKeysWithValues: verticals.compactMap { name in
                        ratio(.wholeParallel, over: .vertical(name)).map { (name, $0) }
                    }),
                moduleCPU: moduleCPU,
                totalCPU: totalCPU,
                criticalPath: criticalPath,
                wallClockChain: wallClockChain,
                verticalShareOfWhole: verticalShareOfWhole,
                layoutSpeedup: Dictionary(uniqueKeysWithValues: layoutSpeedup.map { (String($0.key), $0.value) }),
                allowedSpeedup: allowedSpeedup,
                ownCriticalPath: ownCriticalPath,
                ownCPU: ownCPU,
                projectedSeconds: Dictionary(
                    uniqueKeysWithValues: Self.projectedCores.map { (String($0), schedule(cores: $0).makespan) })
            ))
    }

    /// Writes `results.md`, `results.json` and `gantt.svg` into `folder`.
    public func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("results.md"))
        try json().write(to: folder.appendingPathComponent("results.json"))
        try Data(ganttSVG.utf8).write(to: folder.appendingPathComponent("gantt.svg"))
    }

    private struct Document: Encodable {
        var report: TimingReport
        var wholeSerial: Summary?
        var wholeParallel: Summary?
        var parallelSpeedup: Summary?
        var verticalAlone: [String: Summary]
        var wholeOverVertical: [String: Summary]
        var moduleCPU: [String: Double]
        var totalCPU: Double
        var criticalPath: CriticalPath
        var wallClockChain: WallClockChain
        var verticalShareOfWhole: [String: Double]
        var layoutSpeedup: [String: Double]
        var allowedSpeedup: Double
        var ownCriticalPath: CriticalPath
        var ownCPU: Double
        var projectedSeconds: [String: Double]
    }
}
