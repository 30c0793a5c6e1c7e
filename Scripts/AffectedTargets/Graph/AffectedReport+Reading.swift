public import DependencyRules

extension AffectedReport {
    /// Reads the changes since `base` and the manifest, and works out what the changes affect.
    ///
    /// - Parameters:
    ///   - base: The branch, tag or commit to compare with.
    ///   - changes: Where the changed files come from (``GitChanges`` in a real run).
    ///   - manifest: Where the target graph comes from (``DumpedManifest`` in a real run).
    ///   - configuration: The module rule's settings, which say where the verticals are.
    ///   - everythingWhen: Paths whose change reaches every target.
    /// - Returns: The report.
    /// - Throws: ``AffectedError`` when the changes or the manifest cannot be read.
    public static func reading(
        since base: String, changes: any ChangeReading, manifest: any ManifestReading,
        configuration: RulesConfiguration, everythingWhen: [String] = []
    ) throws(AffectedError) -> AffectedReport {
        let changeSet = try changes.changes(since: base)
        let analysis = ImpactAnalysis(
            manifest: try manifest.manifest(), configuration: configuration, everythingWhen: everythingWhen)
        return analysis.report(for: changeSet)
    }
}
