/// The longest chain of modules through the target graph, each weighted by its compile
/// time: no number of cores builds faster than this chain.
public struct CriticalPath: Sendable, Hashable, Codable {
    /// The modules on the path, first built first.
    public var modules: [String]
    /// The sum of their times, in seconds.
    public var seconds: Double

    /// The critical path of the modules in `times` over `graph` (dependencies without a
    /// time count as zero and are left out).
    public init(graph: TargetGraph, times: [String: Double]) {
        var finish: [String: (seconds: Double, path: [String])] = [:]
        func visit(_ name: String, _ visiting: Set<String>) -> (seconds: Double, path: [String]) {
            if let known = finish[name] { return known }
            var best: (seconds: Double, path: [String]) = (0, [])
            for dependency in graph.node(name)?.dependencies ?? [] where !visiting.contains(dependency) {
                let candidate = visit(dependency, visiting.union([name]))
                if candidate.seconds > best.seconds { best = candidate }
            }
            let own = times[name] ?? 0
            let result = (best.seconds + own, own > 0 ? best.path + [name] : best.path)
            finish[name] = result
            return result
        }
        var best: (seconds: Double, path: [String]) = (0, [])
        for name in times.keys.sorted() {
            let candidate = visit(name, [])
            if candidate.seconds > best.seconds { best = candidate }
        }
        modules = best.path
        seconds = best.seconds
    }
}
