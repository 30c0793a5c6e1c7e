/// The result of validating a set of policies: every problem found, at once.
///
/// ```swift
/// let report = PolicyValidator.validate(policies)
/// if !report.isValid { print(report.text()) }   // or report.jsonText() for tools
/// ```
public struct PolicyReport: Sendable, Hashable, Codable {
    /// The plugins validated, in registration order.
    public var plugins: [String]
    /// Every problem, errors and warnings, in the order found.
    public var problems: [PolicyProblem]
    /// Whether the checks across policies that need every file (sends without a receiver,
    /// subscriptions without a publisher, unused receives and publishes) were skipped
    /// because some file did not load: fixing those files may reveal more problems.
    public var skippedGraphChecks: Bool

    /// Makes a report.
    public init(plugins: [String], problems: [PolicyProblem], skippedGraphChecks: Bool = false) {
        self.plugins = plugins
        self.problems = problems
        self.skippedGraphChecks = skippedGraphChecks
    }

    /// The problems that stop the hub from starting.
    public var errors: [PolicyProblem] { problems.filter { $0.severity == .error } }

    /// The problems that do not.
    public var warnings: [PolicyProblem] { problems.filter { $0.severity == .warning } }

    /// Whether there are no errors (warnings allowed).
    public var isValid: Bool { !problems.contains { $0.severity == .error } }

    /// The report with `more` problems added after these.
    func adding(_ more: [PolicyProblem]) -> PolicyReport {
        PolicyReport(plugins: plugins, problems: problems + more, skippedGraphChecks: skippedGraphChecks)
    }
}
