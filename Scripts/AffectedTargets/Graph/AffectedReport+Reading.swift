public import DependencyRules
public import Foundation

extension AffectedReport {
    /// Reads the changes since `base` and the manifest, and works out what the changes affect.
    ///
    /// - Parameters:
    ///   - base: The branch, tag or commit to compare with.
    ///   - changes: Where the changed files come from (``GitChanges`` in a real run).
    ///   - manifest: Where the target graph comes from (``DumpedManifest`` in a real run).
    ///   - configuration: The module rule's settings, which say where the verticals are.
    ///   - everythingWhen: Paths whose change reaches every target.
    ///   - packageRoot: The package's folder, where the targets' DocC catalogs are looked for;
    ///     without it no target counts as having one.
    /// - Returns: The report.
    /// - Throws: ``AffectedError`` when the changes or the manifest cannot be read.
    public static func reading(
        since base: String, changes: any ChangeReading, manifest: any ManifestReading,
        configuration: RulesConfiguration, everythingWhen: [String] = [], packageRoot: URL? = nil
    ) throws(AffectedError) -> AffectedReport {
        let changeSet = try changes.changes(since: base)
        let targets = try manifest.manifest()
        let analysis = ImpactAnalysis(
            manifest: targets, configuration: configuration, everythingWhen: everythingWhen,
            catalogs: packageRoot.map { ImpactAnalysis.targetsWithCatalogs(in: targets, packageRoot: $0) } ?? [])
        return analysis.report(for: changeSet)
    }
}
