extension PolicyReport {
    /// One problem per line in compiler style, then a summary line.
    ///
    /// ```text
    /// Maps.json: error: [Maps] receive.commands: "maps.show" is also received by Info (Info.json); ... (duplicateReceiver)
    /// policy check: 1 error, 0 warnings in 2 policies
    /// ```
    public func text() -> String {
        let summary =
            "policy check: \(Self.count(errors.count, "error")), \(Self.count(warnings.count, "warning")) "
            + "in \(Self.count(plugins.count, "policy", plural: "policies"))"
        return (problems.map(\.description) + [summary]).joined(separator: "\n") + "\n"
    }

    private static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }
}
