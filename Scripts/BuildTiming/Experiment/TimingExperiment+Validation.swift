import ScriptSupport

extension TimingExperiment {
    /// Checks the options that name targets against the package's target graph, so that a
    /// typo fails at once instead of after minutes of clean builds: every name glob, folder and
    /// exception of `--verticals` and `--host` (or the rules file's layers) must match a target.
    ///
    /// - Throws: ``TimingError/unknownTarget(option:name:known:)`` or
    ///   ``TimingError/unmatchedPatterns(_:)``.
    func validate(against graph: TargetGraph, verticals: [String]) throws(TimingError) {
        if !options.blastVertical.isEmpty && !verticals.contains(options.blastVertical) {
            throw .unknownTarget(option: "--blast-vertical", name: options.blastVertical, known: verticals)
        }
        let buildable = graph.nodes.filter { $0.kind != "external" }.map(\.name)
        let candidates = graph.nodes.filter { $0.kind != "test" && $0.kind != "external" }
            .map { (name: $0.name, path: $0.path) }
        let unmatched = [("verticals", options.verticals), ("hosts", options.hosts)].flatMap { layer, pattern in
            pattern?.unmatched(layer: layer, among: candidates) ?? []
        }
        guard unmatched.isEmpty else { throw .unmatchedPatterns(unmatched) }
        if let pattern = options.verticals, verticals.isEmpty {
            let named = (pattern.names + pattern.folders).joined(separator: "', '")
            throw .unknownTarget(option: "--verticals", name: named, known: candidates.map(\.name).sorted())
        }
        for target in options.wholeTargets where !buildable.contains(target) {
            throw .unknownTarget(option: "--whole-target", name: target, known: buildable.sorted())
        }
    }
}
