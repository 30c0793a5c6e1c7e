import HubInterfaces
import Prelude

extension LeastPrivilegeReport {
    /// The report for people: the policies' problems, each unused grant in compiler style at
    /// its policy line, each denial with its count, skipped lines, undescribed traffic,
    /// what `--fix` did, and a summary line. Everything from a trace or a policy is escaped
    /// (`escapedForTerminal`), so one finding is one line.
    ///
    /// ```text
    /// Verticals/Maps/Resources/Policy/Maps.json:9:27: warning: [Maps] publish.events "maps.selection": no recorded run used it (unusedPermission)
    /// Host/CLI/Resources/Policy/Shell.json:3:5: warning: denied 1 time: Shell may not send command "maps.x" to Maps; Shell's policy lacks it under send.commands (deniedMessage)
    /// policy check --trace: 14 unused permissions in 4 policies; 1 denial; 2,130 entries read from 1 trace
    /// ```
    public func text(fix: PolicyShrinkOutcome? = nil) -> String {
        var lines: [String] = []
        if !policyReport.problems.isEmpty || !policyReport.isValid {
            lines += policyReport.problems.map(\.text)
        }
        for site in unused {
            lines.append(
                "\(site.file):\(site.line):\(site.column): warning: [\(site.grant.plugin)] \(site.grant.key) "
                    + "\"\(site.grant.message)\": no recorded run used it (unusedPermission)".escapedForTerminal)
        }
        for denial in denials {
            let place = denial.location.map { "\($0.file):\($0.line):\($0.column): " } ?? ""
            lines.append("\(place)warning: \(denial.sentence) (deniedMessage)".escapedForTerminal)
        }
        if otherDenials > 0 {
            lines.append(
                "warning: \(PolicyReport.grouped(otherDenials)) more denials of other messages, not listed "
                    + "(only \(Self.maximumDistinctDenials) different ones are kept)")
        }
        for trace in traces where trace.failure != nil {
            lines.append("\(trace.file): error: \(trace.failure ?? "")".escapedForTerminal)
        }
        for line in malformedLines {
            lines.append(
                "\(line.file):\(line.line): warning: line skipped: \(line.reason) (malformedTraceLine)"
                    .escapedForTerminal)
        }
        if malformedCount > malformedLines.count {
            lines.append(
                "warning: \(PolicyReport.grouped(malformedCount - malformedLines.count)) more malformed lines "
                    + "skipped, not listed")
        }
        for example in undescribedExamples {
            lines.append(
                "warning: traffic the policies do not describe: \(example) (undescribedTraffic)".escapedForTerminal)
        }
        if undescribedCount > undescribedExamples.count {
            lines.append(
                "warning: \(PolicyReport.grouped(undescribedCount - undescribedExamples.count)) more entries "
                    + "the policies do not describe, not listed")
        }
        if let fix {
            if fix.refused {
                lines.append("policy check --trace --fix: refused, nothing was changed:")
                lines += fix.refusals.map { "  - \($0)".escapedForTerminal }
            } else if fix.writtenFiles.isEmpty {
                lines.append("policy check --trace --fix: nothing to remove; no file was changed")
            } else {
                lines.append(
                    "policy check --trace --fix: removed \(Self.count(fix.removedCount, "permission")) from "
                        + "\(fix.writtenFiles.map(\.escapedForTerminal).joined(separator: ", "))")
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The last line: counts of unused grants, denials and entries read.
    var summary: String {
        guard policyReport.isValid else {
            return "policy check --trace: the policies have "
                + "\(Self.count(policyReport.errors.count, "error")); fix them before comparing them with traces"
        }
        guard tracesRead else {
            let failed = traces.filter { $0.failure != nil }.count
            return "policy check --trace: \(Self.count(failed, "trace")) could not be read; which permissions "
                + "are unused is known only once every trace is read"
        }
        let plugins = Set(sites.map(\.site.grant.plugin)).count
        return "policy check --trace: \(Self.count(unused.count, "unused permission")) in "
            + "\(Self.count(max(plugins, policyReport.plugins.count), "policy", plural: "policies")); "
            + "\(Self.count(denialCount, "denial")); \(Self.count(entryCount, "entry", plural: "entries")) read "
            + "from \(Self.count(traces.count, "trace"))"
            + (malformedCount > 0 ? "; \(Self.count(malformedCount, "malformed line")) skipped" : "")
    }

    static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(PolicyReport.grouped(number)) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}

extension LeastPrivilegeReport.Denial {
    /// `denied 3 times: Shell may not send command "maps.x" to Maps; Shell's policy lacks it under send.commands`.
    public var sentence: String {
        let verb = kind == .event ? "subscribe to" : "send"
        let target = to.map { kind == .event ? " from \($0)" : " to \($0)" } ?? ""
        let lacking: String
        switch lackingPolicy {
        case .sender?: lacking = "; \(from)'s policy lacks it under \(kind.sendKey)"
        case .receiver?:
            lacking =
                to.map { "; \($0)'s policy lacks it under \(kind.receiveKey)" }
                ?? "; no plugin's policy lists it under \(kind.receiveKey)"
        case nil: lacking = ""
        }
        return "denied \(LeastPrivilegeReport.count(count, "time")): \(from) may not \(verb) \(kind) "
            + "\"\(message)\"\(target)\(lacking)"
    }
}
