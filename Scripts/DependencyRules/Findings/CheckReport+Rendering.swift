public import Foundation

extension CheckReport {
    /// The output formats of the check.
    public enum Format: String, Sendable, CaseIterable {
        /// Compiler-style diagnostics, one per line, then a summary line.
        case text
        /// One JSON object with the findings, the counts and the summary.
        case json
        /// GitHub Actions workflow commands, one `::error` per finding.
        case github
        /// A SARIF 2.1.0 log for code-scanning tools.
        case sarif
    }

    /// The report rendered in `format`, ending with a newline.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - packageRoot: The package's root folder: SARIF's `%SRCROOT%`, the base of every path.
    ///   - workspace: With `github`, the folder the paths are written relative to (GitHub's
    ///     workspace, where the repository is checked out); package-relative paths when `nil`.
    /// - Returns: The document.
    /// - Throws: An encoding error (never expected: every value is a string or a number).
    public func rendered(as format: Format, packageRoot: URL? = nil, workspace: URL? = nil) throws -> String {
        switch format {
        case .github:
            return githubCommands(packageRoot: packageRoot, workspace: workspace)
        case .sarif:
            return try sarifLog(packageRoot: packageRoot)
        case .text:
            let fixedLines = fixed.map { "\($0.file): note: fixed since the baseline: \($0.summary)" }
            let overviewLines = overview.map { [$0.line] } ?? []
            return
                (findings.map(\.diagnosticLine) + allowed.map(\.noteLine) + fixedLines
                + skipped.map(\.noteLine) + overviewLines + [summaryLine])
                .joined(separator: "\n") + "\n"
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let document = JSONDocument(
                findings: findings,
                checkedTargets: checkedTargets,
                scannedFiles: scannedFiles,
                checkedInterface: checkedInterface,
                allowed: allowed,
                failure: failure,
                violations: errors.count,
                warnings: findings.count - errors.count,
                skipped: skipped,
                overview: overview,
                baselined: baselined.count,
                fixed: fixed,
                summary: summaryLine
            )
            return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
        }
    }

    private struct JSONDocument: Encodable {
        var findings: [Finding]
        var checkedTargets: [String]
        var scannedFiles: Int
        var checkedInterface: Bool
        var allowed: [AllowedUse]
        var failure: String?
        var violations: Int
        var warnings: Int
        var skipped: [SkippedRule]
        var overview: LayerOverview?
        var baselined: Int
        var fixed: [Baseline.Entry]
        var summary: String
    }
}

extension CheckError {
    /// The error in `format`, for standard output, so that a consumer of `json`, `github` or
    /// `sarif` output gets a document it can read when the check could not run; `nil` for
    /// `text` (the error goes to standard error alone).
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - workspace: With `github`, the folder a rules file's path is written relative to.
    /// - Returns: The document, or `nil` for text.
    /// - Throws: An encoding error (never expected).
    public func rendered(as format: CheckReport.Format, workspace: URL? = nil) throws -> String? {
        switch format {
        case .text:
            return nil
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(ErrorDocument(self)), as: UTF8.self) + "\n"
        case .github:
            if case .invalidConfiguration(let problem) = self {
                let place = [problem.line.map { "line=\($0)" }, problem.column.map { "col=\($0)" }].compactMap { $0 }
                let file = workspace.map { RelativePath.make(problem.path, relativeTo: $0) } ?? problem.path
                let properties = (["file=\(WorkflowCommand.escapeProperty(file))"] + place)
                    .joined(separator: ",")
                return "::error \(properties),title=check-dependencies::\(WorkflowCommand.escapeData(description))\n"
            }
            return "::error title=check-dependencies::\(WorkflowCommand.escapeData(description))\n"
        case .sarif:
            let report = CheckReport(
                findings: [], checkedTargets: [], scannedFiles: 0, checkedInterface: false, failure: description)
            return try report.sarifLog(packageRoot: nil)
        }
    }

    private struct ErrorDocument: Encodable {
        var error: String
        var configurationProblem: ConfigurationProblem?
        var exitStatus = 2

        init(_ error: CheckError) {
            self.error = error.description
            if case .invalidConfiguration(let problem) = error { configurationProblem = problem }
        }
    }
}
