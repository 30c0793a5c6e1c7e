import Foundation

extension CheckReport {
    /// The report as GitHub Actions workflow commands: one `::error file=…,line=…,col=…,title=…::…`
    /// per finding (a pull request shows each at its line), one `::notice` per allow-listed
    /// declaration, then the summary as a plain line.
    var githubCommands: String {
        var lines = findings.map { finding in
            WorkflowCommand.line(
                finding.severity.rawValue, file: finding.path, line: finding.line, column: finding.column,
                title: "check-dependencies [\(finding.rule.rawValue)]", message: finding.message)
        }
        lines += allowed.map { use in
            WorkflowCommand.line(
                "notice", file: use.path, line: use.line, column: use.column, title: "check-dependencies [allowed]",
                message: "'\(use.symbol)' is allow-listed: \(use.reason)")
        }
        lines += fixed.map { entry in
            "::notice file=\(WorkflowCommand.escapeProperty(entry.file)),title=check-dependencies [fixed]::"
                + WorkflowCommand.escapeData("Fixed since the baseline: \(entry.summary)")
        }
        lines += skipped.map { "::warning title=check-dependencies::" + WorkflowCommand.escapeData($0.noteLine) }
        if let failure {
            lines.append("::error title=check-dependencies::" + WorkflowCommand.escapeData(failure))
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }
}

/// GitHub Actions' workflow command syntax, escaped as the runner unescapes it.
enum WorkflowCommand {
    /// `::kind file=…,line=…,col=…,title=…::message`.
    static func line(_ kind: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        let properties = [
            "file=\(escapeProperty(file))", "line=\(line)", "col=\(column)", "title=\(escapeProperty(title))",
        ]
        return "::\(kind) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// A message: `%`, CR and LF escaped.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: as a message, plus `:` and `,`.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
