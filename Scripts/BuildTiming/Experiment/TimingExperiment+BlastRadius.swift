import Foundation

extension TimingExperiment {
    /// The builds the blast radius makes: a baseline, then per change a build and a rebuild.
    static let blastRadiusBuilds = 1 + 2 * SourceChange.Kind.allCases.count

    /// Changes one vertical (a body-level edit, then a public declaration), rebuilds the whole
    /// after each, and reads what ran from `build.db` and the `.dia` files; the file is
    /// restored byte for byte after each change.
    func measureBlastRadius(
        graph: TargetGraph, verticals: [String], whole: [String], wholeBuild: [String], in workspace: Workspace,
        counter: BuildCounter, progress: (String) -> Void
    ) throws -> [BlastRadius] {
        let vertical = options.blastVertical.isEmpty ? (verticals.first ?? "") : options.blastVertical
        guard let node = graph.node(vertical) else { return [] }
        let folder = workspace.package.appendingPathComponent(node.path)
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects ?? [])
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
        guard let file = files.first else { throw TimingError.noSourceFile(vertical: vertical) }
        let relative = node.path + "/" + file.path.dropFirst(folder.path.count + 1)
        let dependents = graph.nodes.filter { graph.closure(of: [$0.name]).contains(vertical) }.map(\.name)
        let expected = Set(dependents).intersection(graph.closure(of: whole)).sorted()

        progress("Blast radius: building the whole once (-j \(options.jobs)) as the baseline...")
        try workspace.clean()
        counter.start("blast radius: baseline build of the whole")
        _ = try timedBuild(buildArguments(targets: wholeBuild, jobs: options.jobs, statsDirectory: nil), in: workspace)
        counter.finish()
        var results: [BlastRadius] = []
        for kind in SourceChange.Kind.allCases {
            let database = workspace.scratch.appendingPathComponent("build.db")
            let before = BuildRecord.moduleRules(database: database)
            let change = try SourceChange.apply(kind, to: file)
            let changedAt = Date()
            let seconds: Double
            counter.start("blast radius: \(kind.rawValue) in \(vertical)")
            do {
                seconds = try timedBuild(
                    buildArguments(targets: wholeBuild, jobs: options.jobs, statsDirectory: nil), in: workspace
                ).0
            } catch {
                try change.restore()
                throw error
            }
            counter.finish()
            let byDatabase = BuildRecord.modulesThatRan(
                before: before, after: BuildRecord.moduleRules(database: database))
            let byDiagnostics = BuildRecord.modulesWithDiagnostics(since: changedAt, scratch: workspace.scratch)
            try change.restore()
            let result = BlastRadius(
                change: kind.rawValue, vertical: vertical, file: relative, rebuiltByDatabase: byDatabase.sorted(),
                rebuiltByDiagnostics: byDiagnostics.sorted(), expected: expected, seconds: seconds)
            progress(
                "    \(kind.rawValue) in \(relative): rebuilt \(result.rebuiltByDatabase.joined(separator: ", ")) "
                    + "in \(Summary.format(seconds, digits: 1)) s" + (result.unexpected.isEmpty ? "" : " (UNEXPECTED)"))
            results.append(result)
            // Bring the build back in line with the restored file before the next change.
            counter.start("blast radius: rebuild after restoring \(relative)")
            _ = try timedBuild(
                buildArguments(targets: wholeBuild, jobs: options.jobs, statsDirectory: nil), in: workspace)
            counter.finish()
        }
        return results
    }
}
