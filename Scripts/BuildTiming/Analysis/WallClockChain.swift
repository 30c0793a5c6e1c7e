/// The chain of modules that set a build's wall time, read from when each module's compile
/// actually started and ended: the module that ended last, then the dependency of it that
/// ended last, and so on. Unlike ``CriticalPath`` (heaviest chain by compiler CPU time),
/// this is what the wall-clock chart shows.
public struct WallClockChain: Sendable, Hashable, Codable {
    /// The modules on the chain, first built first.
    public var modules: [String]
    /// When the last one ended, in seconds from the start of the build.
    public var seconds: Double

    /// The chain in `timeline` (module to `[start, end]`, seconds) over `graph`.
    public init(graph: TargetGraph, timeline: [String: [Double]]) {
        let spans = timeline.compactMapValues { $0.count == 2 ? (start: $0[0], end: $0[1]) : nil }
        guard let last = spans.max(by: { ($0.value.end, $1.key) < ($1.value.end, $0.key) }) else {
            modules = []
            seconds = 0
            return
        }
        var chain = [last.key]
        var visited: Set<String> = [last.key]
        var current = last.key
        while true {
            let dependencies = graph.closure(of: graph.node(current)?.dependencies ?? [])
            let candidates = dependencies.compactMap { name in spans[name].map { (name, $0.end) } }
                .filter { !visited.contains($0.0) }
            guard let gate = candidates.max(by: { ($0.1, $1.0) < ($1.1, $0.0) }) else { break }
            chain.append(gate.0)
            visited.insert(gate.0)
            current = gate.0
        }
        modules = chain.reversed()
        seconds = last.value.end
    }
}
