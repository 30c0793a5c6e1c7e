/// The outcome of one run of the dependency check: every finding plus what was looked at.
public struct CheckReport: Sendable, Hashable, Codable {
    /// Every violation, sorted by location.
    public var findings: [Finding]
    /// The targets whose imports the check read (every target with Swift sources).
    public var checkedTargets: [String]
    /// How many Swift files the import check parsed.
    public var scannedFiles: Int
    /// Whether the interface purity check ran (it needs a build of VerticalInterfaces).
    public var checkedInterface: Bool
    /// What the rules would report but the rules file allow-lists, each with its reason.
    public var allowed: [AllowedUse]
    /// Why the check could not finish (the interface target did not build), when it could not;
    /// the findings of the rules that ran are kept.
    public var failure: String?

    /// Makes a report; the findings are sorted by location.
    public init(
        findings: [Finding], checkedTargets: [String], scannedFiles: Int, checkedInterface: Bool,
        allowed: [AllowedUse] = [], failure: String? = nil
    ) {
        self.findings = findings.sorted()
        self.checkedTargets = checkedTargets
        self.scannedFiles = scannedFiles
        self.checkedInterface = checkedInterface
        self.allowed = allowed
        self.failure = failure
    }

    /// Whether the tree keeps every rule.
    public var isClean: Bool { findings.isEmpty }

    /// How many findings each rule produced, in ``Finding/Rule`` order.
    public var countsByRule: [(rule: Finding.Rule, count: Int)] {
        Finding.Rule.allCases.map { rule in (rule, findings.count { $0.rule == rule }) }
    }

    /// The one-line summary printed after the diagnostics.
    public var summaryLine: String {
        let scope =
            "\(checkedTargets.count) targets, \(scannedFiles) Swift files"
            + (checkedInterface
                ? ", VerticalInterfaces symbol graph"
                : (failure == nil ? ", interface purity skipped" : ", interface purity not checked: the build failed"))
            + (allowed.isEmpty ? "" : ", \(allowed.count) allow-listed")
        if isClean {
            return "check-dependencies: no violations (\(scope))."
        }
        let parts = countsByRule.filter { $0.count > 0 }.map { "\($0.rule.rawValue) \($0.count)" }
        let noun = findings.count == 1 ? "violation" : "violations"
        return "check-dependencies: \(findings.count) \(noun) (\(parts.joined(separator: ", "))) in \(scope)."
    }
}
