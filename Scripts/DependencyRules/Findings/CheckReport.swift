/// The outcome of one run of the dependency check: every finding plus what was looked at.
public struct CheckReport: Sendable, Hashable, Codable {
    /// Every violation and warning, sorted by location (with a baseline: the new ones only).
    public var findings: [Finding]
    /// The targets whose imports the check read (every target with Swift sources).
    public var checkedTargets: [String]
    /// How many Swift files the import check parsed.
    public var scannedFiles: Int
    /// Whether the interface purity check ran (it needs a build of the interface targets).
    public var checkedInterface: Bool
    /// The interface targets whose symbol graphs were checked.
    public var checkedInterfaceTargets: [String]
    /// What the rules would report but the rules file allow-lists, each with its reason.
    public var allowed: [AllowedUse]
    /// Why the check could not finish (the interface target did not build), when it could not;
    /// the findings of the rules that ran are kept.
    public var failure: String?
    /// The rules that did not run, each with the reason.
    public var skipped: [SkippedRule]
    /// The verticals and the edges between them, when the package has verticals.
    public var overview: LayerOverview?
    /// Findings the baseline lists (not in ``findings``; they do not fail the check).
    public var baselined: [Finding]
    /// Baseline entries no finding matches any more: fixed since the baseline was written.
    public var fixed: [Baseline.Entry]

    /// Makes a report; the findings are sorted by location.
    ///
    /// - Parameters:
    ///   - findings: Every finding.
    ///   - checkedTargets: The targets whose imports were read.
    ///   - scannedFiles: How many Swift files were parsed.
    ///   - checkedInterface: Whether interface purity ran.
    ///   - allowed: The allow-listed declarations.
    ///   - failure: Why the check could not finish, if it could not.
    ///   - skipped: The rules that did not run, with the reason.
    ///   - overview: The verticals and the edges between them.
    public init(
        findings: [Finding], checkedTargets: [String], scannedFiles: Int, checkedInterface: Bool,
        allowed: [AllowedUse] = [], failure: String? = nil, skipped: [SkippedRule] = [],
        overview: LayerOverview? = nil
    ) {
        self.findings = findings.sorted()
        self.checkedTargets = checkedTargets
        self.scannedFiles = scannedFiles
        self.checkedInterface = checkedInterface
        self.checkedInterfaceTargets = checkedInterface ? ["VerticalInterfaces"] : []
        self.allowed = allowed
        self.failure = failure
        self.skipped = skipped
        self.overview = overview
        self.baselined = []
        self.fixed = []
    }

    /// The report against `baseline`: only findings it does not list stay in ``findings``;
    /// the listed ones move to ``baselined`` and the entries nothing matches to ``fixed``.
    ///
    /// - Parameter baseline: The findings recorded earlier.
    /// - Returns: The report with the known findings set aside.
    public func comparing(with baseline: Baseline) -> CheckReport {
        let comparison = baseline.compare(findings)
        var report = self
        report.findings = comparison.new.sorted()
        report.baselined = comparison.known.sorted()
        report.fixed = comparison.fixed
        return report
    }

    /// The findings that fail the check (errors, not warnings).
    public var errors: [Finding] { findings.filter { $0.severity == .error } }

    /// Whether the tree keeps every rule: no error (warnings do not count).
    public var isClean: Bool { !findings.contains { $0.severity == .error } }

    /// How many error findings each rule produced, in ``Finding/Rule`` order.
    public var countsByRule: [(rule: Finding.Rule, count: Int)] {
        Finding.Rule.allCases.map { rule in (rule, findings.count { $0.rule == rule && $0.severity == .error }) }
    }

    /// The one-line summary printed after the diagnostics.
    public var summaryLine: String {
        let purity =
            if checkedInterface {
                ", \(checkedInterfaceTargets.joined(separator: ", ")) symbol graph"
            } else if failure != nil {
                ", interface purity not checked: the build failed"
            } else {
                ", interface purity skipped"
            }
        let scope =
            "\(checkedTargets.count) targets, \(scannedFiles) Swift files" + purity
            + (allowed.isEmpty ? "" : ", \(allowed.count) allow-listed")
        let warnings = findings.count - errors.count
        let warningText = warnings == 0 ? "" : ", \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        var baselineText = ""
        if !baselined.isEmpty || !fixed.isEmpty {
            let fixedCount = fixed.map(\.count).reduce(0, +)
            baselineText =
                "; \(baselined.count) known from the baseline, \(fixedCount) fixed since it"
                + (fixedCount > 0 ? " (shrink it with --write-baseline)" : "")
        }
        if isClean {
            let noun = baselined.isEmpty ? "no violations" : "no new violations"
            return "check-dependencies: \(noun)\(warningText) (\(scope))\(baselineText)."
        }
        let parts = countsByRule.filter { $0.count > 0 }.map { "\($0.rule.rawValue) \($0.count)" }
        let noun = errors.count == 1 ? "violation" : "violations"
        let new = baselined.isEmpty ? "" : "new "
        return "check-dependencies: \(errors.count) \(new)\(noun) (\(parts.joined(separator: ", ")))\(warningText) "
            + "in \(scope)\(baselineText)."
    }
}
