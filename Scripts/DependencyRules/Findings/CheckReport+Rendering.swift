import Foundation

extension CheckReport {
    /// The output formats of the check.
    public enum Format: String, Sendable, CaseIterable {
        /// Compiler-style diagnostics, one per line, then a summary line.
        case text
        /// One JSON object with the findings, the counts and the summary.
        case json
    }

    /// The report rendered in `format`, ending with a newline.
    public func rendered(as format: Format) throws -> String {
        switch format {
        case .text:
            return (findings.map(\.diagnosticLine) + [summaryLine]).joined(separator: "\n") + "\n"
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let document = JSONDocument(
                findings: findings,
                checkedTargets: checkedTargets,
                scannedFiles: scannedFiles,
                checkedInterface: checkedInterface,
                violations: findings.count,
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
        var violations: Int
        var summary: String
    }
}
