/// Measured module times laid over the real target graph on a number of cores: a module
/// starts when its dependencies have finished and a core is free; among ready modules the
/// one heading the longest remaining chain goes first (critical-path list scheduling).
///
/// Each module counts as one indivisible job, so this is what the layout allows; SwiftPM
/// also splits a module into parallel compiler jobs, which this projection leaves out.
public struct Schedule: Sendable, Hashable, Codable {
    /// One module's place in the schedule.
    public struct Slot: Sendable, Hashable, Codable {
        /// The module.
        public var module: String
        /// The core it runs on, from 0.
        public var core: Int
        /// Start, seconds from the start of the build.
        public var start: Double
        /// End, seconds from the start of the build.
        public var end: Double
    }

    /// The number of cores.
    public var cores: Int
    /// Every module's slot, by start time.
    public var slots: [Slot]

    /// The projected wall time: when the last module ends.
    public var makespan: Double { slots.map(\.end).max() ?? 0 }

    /// Schedules the modules in `times` over `graph` on `cores` cores.
    public init(graph: TargetGraph, times: [String: Double], cores: Int) {
        self.cores = max(1, cores)
        let modules = Set(times.keys)
        var dependencies: [String: Set<String>] = [:]
        for module in modules {
            dependencies[module] = Set(graph.node(module)?.dependencies ?? []).intersection(modules)
        }
        // The longest chain from each module to the end of the build (its priority).
        var tail: [String: Double] = [:]
        func tailLength(_ module: String, _ visiting: Set<String>) -> Double {
            if let known = tail[module] { return known }
            let dependents = modules.filter { dependencies[$0]?.contains(module) ?? false }
            let longest =
                dependents.filter { !visiting.contains($0) }.map { tailLength($0, visiting.union([module])) }.max() ?? 0
            let value = (times[module] ?? 0) + longest
            tail[module] = value
            return value
        }
        var coreFree = Array(repeating: 0.0, count: self.cores)
        var finished: [String: Double] = [:]
        var pending = modules
        var slots: [Slot] = []
        while !pending.isEmpty {
            let ready = pending.filter { dependencies[$0]?.isSubset(of: Set(finished.keys)) ?? true }
            // A cycle would leave nothing ready; break it by taking any pending module.
            let candidates = ready.isEmpty ? pending : ready
            guard
                let next = candidates.max(by: { (tailLength($0, []), $1) < (tailLength($1, []), $0) }),
                let core = coreFree.indices.min(by: { coreFree[$0] < coreFree[$1] })
            else { break }
            let readyAt = dependencies[next]?.compactMap { finished[$0] }.max() ?? 0
            let start = max(coreFree[core], readyAt)
            let end = start + (times[next] ?? 0)
            coreFree[core] = end
            finished[next] = end
            pending.remove(next)
            slots.append(Slot(module: next, core: core, start: start, end: end))
        }
        self.slots = slots.sorted { ($0.start, $0.module) < ($1.start, $1.module) }
    }
}
