import Foundation

extension CheckReport {
    /// The report as GitHub Actions workflow commands: one `::error file=…,line=…,col=…,title=…::…`
    /// per finding (a pull request shows each at its line), one `::notice` per allow-listed
    /// declaration, then the summary as a plain line.
    ///
    /// GitHub places an annotation by its path relative to the workspace (the repository's
    /// root), so each path is made relative to `workspace` when it is given (the package may
    /// be a subfolder of the repository); without it, paths stay relative to the package.
    ///
    /// - Parameters:
    ///   - packageRoot: The package's root folder, which the findings' paths are relative to.
    ///   - workspace: The folder the paths are written relative to.
    func githubCommands(packageRoot: URL?, workspace: URL?) -> String {
        let place = { (path: String) -> String in
            guard let packageRoot, let workspace else { return path }
            return RelativePath.make(packageRoot.appendingPathComponent(path).path, relativeTo: workspace)
        }
        var lines = findings.map { finding in
            WorkflowCommand.line(
                finding.severity.rawValue, file: place(finding.path), line: finding.line, column: finding.column,
                title: "check-dependencies [\(finding.rule.rawValue)]", message: finding.message)
        }
        lines += allowed.map { use in
            WorkflowCommand.line(
                "notice", file: place(use.path), line: use.line, column: use.column,
                title: "check-dependencies [allowed]", message: "'\(use.symbol)' is allow-listed: \(use.reason)")
        }
        lines += fixed.map { entry in
            "::notice file=\(WorkflowCommand.escapeProperty(place(entry.file))),title=check-dependencies [fixed]::"
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
