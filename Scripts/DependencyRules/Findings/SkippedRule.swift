/// A rule that did not run, and why: interface purity needs a build, which cannot happen on a
/// package whose dependencies cannot be resolved, or was not asked for.
public struct SkippedRule: Sendable, Hashable, Codable {
    /// The rule that did not run.
    public var rule: Finding.Rule
    /// Why, in words.
    public var reason: String

    /// Makes a skipped rule.
    ///
    /// - Parameters:
    ///   - rule: The rule that did not run.
    ///   - reason: Why, in words.
    public init(rule: Finding.Rule, reason: String) {
        self.rule = rule
        self.reason = reason
    }

    /// `check-dependencies: skipped <rule>: <reason>` for the text output.
    public var noteLine: String {
        "check-dependencies: skipped the \(rule.rawValue) rule: \(reason)"
    }
}
