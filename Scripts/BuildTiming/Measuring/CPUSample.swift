import Foundation

/// Machine-wide busy CPU from `/proc/stat`, and the CPU this process's finished children
/// used (`getrusage(RUSAGE_CHILDREN)`). Their difference over a build is the CPU that
/// other processes took while it ran.
public struct CPUSample: Sendable, Hashable {
    /// Busy CPU seconds of the whole machine since boot (all but idle and iowait).
    public var machineBusy: Double
    /// CPU seconds (user + system) of this process's waited-for children.
    public var children: Double
    /// When it was taken.
    public var instant: ContinuousClock.Instant

    /// Samples now.
    public static func now() -> CPUSample {
        CPUSample(machineBusy: machineBusySeconds(), children: childrenSeconds(), instant: .now)
    }

    /// The machine's busy CPU seconds from the first line of `/proc/stat` (0 where absent).
    static func machineBusySeconds() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first
        else { return 0 }
        let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard fields.count >= 5 else { return 0 }
        let busy = fields.reduce(0, +) - fields[3] - fields[4]
        #if canImport(Glibc)
            let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        #else
            let ticks = 100.0
        #endif
        return busy / (ticks > 0 ? ticks : 100)
    }

    /// User plus system CPU of finished children.
    static func childrenSeconds() -> Double {
        #if canImport(Glibc)
            var usage = rusage()
            guard getrusage(RUSAGE_CHILDREN.rawValue, &usage) == 0 else { return 0 }
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        #else
            return 0
        #endif
    }
}

/// The load during an interval between two samples.
public struct LoadReading: Sendable, Hashable, Codable {
    /// Wall seconds of the interval.
    public var seconds: Double
    /// CPU seconds this process's children used.
    public var ownCPU: Double
    /// CPU seconds everything else used.
    public var foreignCPU: Double

    /// Average cores other processes kept busy.
    public var foreignCores: Double { seconds > 0 ? foreignCPU / seconds : 0 }

    /// The load between `start` and `end`.
    public init(from start: CPUSample, to end: CPUSample) {
        let duration = start.instant.duration(to: end.instant)
        seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        ownCPU = max(0, end.children - start.children)
        foreignCPU = max(0, end.machineBusy - start.machineBusy - ownCPU)
    }
}
