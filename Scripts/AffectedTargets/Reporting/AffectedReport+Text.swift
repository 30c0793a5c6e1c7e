extension AffectedReport {
    /// How many changed files the text lists; the JSON lists all of them.
    public static let listedFiles = 200

    /// The report for a person: the changed files with their owners, then the affected targets,
    /// test targets and the verticals' jobs.
    public var text: String {
        var lines: [String] = []
        let since = mergeBase.map { "\(base) (merge base \($0.prefix(12)))" } ?? base
        lines.append("\(changes.count) changed file\(changes.count == 1 ? "" : "s") since \(since)")
        if let note { lines.append("note: \(note)") }
        for change in changes.prefix(Self.listedFiles) {
            let path = change.oldPath.map { "\($0) -> \(change.path)" } ?? change.path
            let owners = change.targets.isEmpty ? "no target" : change.targets.joined(separator: ", ")
            lines.append("  \(change.kind.rawValue) \(path): \(owners)")
        }
        if changes.count > Self.listedFiles {
            lines.append("  ... and \(changes.count - Self.listedFiles) more (--format json lists every file)")
        }
        if let everythingBecause { lines.append("Everything is affected: \(everythingBecause).") }
        guard !targets.isEmpty || !testTargets.isEmpty else {
            lines.append("Nothing to build or test: no changed file is in a target's folder.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(Self.list("Affected targets", targets))
        lines.append(Self.list("Affected test targets", testTargets))
        lines.append(
            Self.list(
                "Verticals, each built alone and tested on its own runner",
                verticals.map { job in job.tests.map { "\(job.name) (\($0))" } ?? job.name }))
        lines.append(Self.list("Other test targets, run after the verticals", otherTestTargets))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ title: String, _ names: [String]) -> String {
        "\(title) (\(names.count)): " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }
}
