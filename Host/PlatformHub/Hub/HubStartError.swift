/// Why ``Hub/start(validatedGraph:)`` refused to start: every problem found, at once.
///
/// It carries the full ``PolicyReport`` (errors and warnings); its description is the
/// report as text, one problem per line, each naming the plugin, the file and the key.
public struct HubStartError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found (errors, and warnings for context).
    public let report: PolicyReport

    /// Makes an error from a report that has at least one error.
    public init(report: PolicyReport) {
        self.report = report
    }

    /// The report as text: one problem per line, then a summary.
    public var description: String { report.text() }
}
