import DependencyRules

extension ImpactAnalysis {
    /// What `changes` affects.
    ///
    /// - Parameter changes: The changed files and their base.
    /// - Returns: The report: owners, everything reached, the verticals' jobs and the other tests.
    public func report(for changes: ChangeSet) -> AffectedReport {
        var owned: Set<String> = []
        var documented: Set<String> = []
        var everythingBecause: String?
        let listed = changes.files.map { change in
            var built: [String] = []
            var documents: [String] = []
            for path in change.paths {
                for owner in ownerTargets(of: path) {
                    if isDocumentation(path, of: owner) {
                        if !documents.contains(owner.name) { documents.append(owner.name) }
                    } else if !built.contains(owner.name) {
                        built.append(owner.name)
                    }
                }
            }
            owned.formUnion(built)
            documented.formUnion(documents)
            if everythingBecause == nil {
                everythingBecause = change.paths.lazy.compactMap(reachesEverything).first
            }
            return AffectedReport.OwnedChange(
                kind: change.kind, path: change.path, oldPath: change.oldPath, targets: built, documentation: documents)
        }
        let reached = everythingBecause == nil ? reach(of: owned) : Set(manifest.targets.map(\.name))
        let affected = manifest.targets.filter { reached.contains($0.name) }
        let jobs = verticals.filter { reached.contains($0) || verticalTests[$0].map(reached.contains) == true }
            .map { AffectedReport.VerticalJob(name: $0, tests: verticalTests[$0]) }
        let jobTests = Set(jobs.compactMap(\.tests))
        let testTargets = affected.filter { $0.kind == .test }.map(\.name)
        let documentation = manifest.targets.map(\.name).filter {
            documented.contains($0) || (reached.contains($0) && catalogs.contains($0))
        }
        return AffectedReport(
            base: changes.base, mergeBase: changes.mergeBase, note: changes.note, changes: listed,
            everythingBecause: everythingBecause, targets: affected.filter { $0.kind != .test }.map(\.name),
            testTargets: testTargets, verticals: jobs, otherTestTargets: testTargets.filter { !jobTests.contains($0) },
            documentation: documentation)
    }
}
