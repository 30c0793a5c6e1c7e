import ScriptSupport

extension TimingExperiment {
    /// Checks the options that name targets against the package's target graph, so that a
    /// typo fails at once instead of after minutes of clean builds.
    ///
    /// - Throws: ``TimingError/unknownTarget(option:name:known:)``.
    func validate(against graph: TargetGraph, verticals: [String]) throws(TimingError) {
        if !options.blastVertical.isEmpty && !verticals.contains(options.blastVertical) {
            throw .unknownTarget(option: "--blast-vertical", name: options.blastVertical, known: verticals)
        }
        let buildable = graph.nodes.filter { $0.kind != "external" }.map(\.name)
        if let pattern = options.verticals, verticals.isEmpty {
            let named = (pattern.names + pattern.folders).joined(separator: "', '")
            throw .unknownTarget(
                option: "--verticals", name: named,
                known: graph.nodes.filter { $0.kind != "test" && $0.kind != "external" }
                    .map(\.name).sorted())
        }
        for target in options.wholeTargets where !buildable.contains(target) {
            throw .unknownTarget(option: "--whole-target", name: target, known: buildable.sorted())
        }
    }
}
