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

    /// How many problems of one kind (code) one file reports before the rest are summarised
    /// in one ``PolicyProblem/Code/moreProblems`` problem ("and 3,499,900 more").
    public static let maximumProblemsPerKind = 20

    /// `problems` with those of one code in one file beyond ``maximumProblemsPerKind``
    /// replaced by one summary per code and file, after the kept ones.
    static func summarised(_ problems: [PolicyProblem]) -> [PolicyProblem] {
        struct Kind: Hashable {
            let file: String
            let code: PolicyProblem.Code
        }
        var counts: [Kind: Int] = [:]
        var kept: [PolicyProblem] = []
        var summaries: [Kind: PolicyProblem] = [:]
        var order: [Kind] = []
        for problem in problems {
            let kind = Kind(file: problem.file, code: problem.code)
            let count = counts[kind, default: 0] + 1
            counts[kind] = count
            if count <= maximumProblemsPerKind {
                kept.append(problem)
            } else if summaries[kind] == nil {
                summaries[kind] = problem
                order.append(kind)
            }
        }
        for kind in order {
            guard let first = summaries[kind], let count = counts[kind] else { continue }
            let more = count - maximumProblemsPerKind
            kept.append(
                PolicyProblem(
                    first.severity, .moreProblems, plugin: first.plugin, file: first.file, key: PolicyProblem.rootKey,
                    message: "and \(grouped(more)) more \(kind.code.rawValue) \(more == 1 ? "problem" : "problems") "
                        + "in this file, not listed; fix the ones above and check again"))
        }
        return kept
    }

    /// `3499900` as `3,499,900`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return number < 0 ? "-" + digits : digits
    }

    /// The report with `more` problems added after these.
    func adding(_ more: [PolicyProblem]) -> PolicyReport {
        PolicyReport(plugins: plugins, problems: problems + more, skippedGraphChecks: skippedGraphChecks)
    }
}
