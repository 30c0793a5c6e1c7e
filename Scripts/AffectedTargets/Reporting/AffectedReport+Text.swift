extension AffectedReport {
    /// How many changed files the text lists; the JSON lists all of them.
    public static let listedFiles = 200

    /// The report for a person: the changed files with their owners, then the affected targets,
    /// test targets, the verticals' jobs and the documentation to build.
    public var text: String {
        var lines: [String] = []
        let since = mergeBase.map { "\(base) (merge base \($0.prefix(12)))" } ?? base
        lines.append("\(changes.count) changed file\(changes.count == 1 ? "" : "s") since \(since)")
        if let note { lines.append("note: \(note)") }
        for change in changes.prefix(Self.listedFiles) {
            let path = change.oldPath.map { "\($0) -> \(change.path)" } ?? change.path
            let owners =
                change.targets.isEmpty && change.documentation.isEmpty
                ? "no target"
                : (change.targets + change.documentation.map { "documentation of \($0)" }).joined(separator: ", ")
            lines.append("  \(change.kind.rawValue) \(path): \(owners)")
        }
        if changes.count > Self.listedFiles {
            lines.append("  ... and \(changes.count - Self.listedFiles) more (--format json lists every file)")
        }
        if let everythingBecause { lines.append("Everything is affected: \(everythingBecause).") }
        let documentationLine = Self.list("Documentation to build", documentation)
        guard !targets.isEmpty || !testTargets.isEmpty else {
            if documentation.isEmpty {
                lines.append("Nothing to build or test: no changed file is in a target's folder.")
            } else {
                lines.append("Nothing to build or test: only documentation changed.")
                lines.append(documentationLine)
            }
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append(Self.list("Affected targets", targets))
        lines.append(Self.list("Affected test targets", testTargets))
        lines.append(
            Self.list(
                "Verticals, each built alone and tested on its own runner",
                verticals.map { job in job.tests.map { "\(job.name) (\($0))" } ?? job.name }))
        lines.append(Self.list("Other test targets, run after the verticals", otherTestTargets))
        lines.append(documentationLine)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func list(_ title: String, _ names: [String]) -> String {
        "\(title) (\(names.count)): " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }
}
