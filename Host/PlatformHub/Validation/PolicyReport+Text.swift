import Prelude

extension PolicyReport {
    /// One problem per line in compiler style, then a note when checks were skipped, then a
    /// summary line.
    ///
    /// Everything a policy or its path contributes is escaped (``PolicyProblem/text``): a
    /// control, format or unassigned scalar shows as `\u{1B}`, so one problem is one line
    /// and a hostile file cannot drive the terminal.
    ///
    /// ```text
    /// Maps.json: error: [Maps] receive.commands: "maps.show" is also received by Info (Info.json); ... (duplicateReceiver)
    /// policy check: 1 error, 0 warnings in 2 policies
    /// ```
    public func text() -> String {
        let summary =
            "policy check: \(Self.count(errors.count, "error")), \(Self.count(warnings.count, "warning")) "
            + "in \(Self.count(plugins.count, "policy", plural: "policies"))"
        let skipped =
            skippedGraphChecks
            ? [
                "policy check: checks across policies (sends without a receiver, subscriptions without a publisher, "
                    + "unused messages) were skipped because a policy did not load; fix it and check again"
            ] : []
        return (problems.map(\.text) + skipped + [summary]).joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}

extension PolicyProblem {
    /// ``description`` with every control, format and unassigned scalar escaped: one line,
    /// safe to print to a terminal (see ``PolicyReport/text()``).
    public var text: String { description.escapedForTerminal }
}
