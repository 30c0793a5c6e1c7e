/// Works out what `remove-vertical` changes: exactly what `new-vertical` made (the folders, the
/// manifest's name and GRDB entry, the host's line, the shell's example messages, the rule
/// entry), refusing while anything else still names the vertical's messages or imports it.
///
/// ```swift
/// let plan = try RemoveVerticalPlanner(root: root).plan(try VerticalName("Pharmacy"))
/// ```
public struct RemoveVerticalPlanner: Sendable {
    /// The package root, absolute.
    public var root: String
    /// Where files are read.
    public var fileSystem: any ScaffoldFileSystem

    /// Makes a planner.
    public init(root: String, fileSystem: any ScaffoldFileSystem = LiveFileSystem()) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The plan that removes `vertical`, or why it is refused.
    ///
    /// - Throws: ``ScaffoldError`` listing each policy line (file, section, message) and each file
    ///   that still refers to the vertical.
    public func plan(_ vertical: VerticalName) throws(ScaffoldError) -> ScaffoldPlan {
        let layout = PackageLayout(root: root, fileSystem: fileSystem)
        let name = vertical.name
        let manifest = try layout.read(ManifestEdit.path)
        let verticals = try ManifestEdit.verticals(in: manifest)
        guard verticals.contains(name) || layout.exists("Verticals/\(name)") else {
            throw ScaffoldError(
                "there is no vertical \(name) (not in Package.swift's `let verticals`, no Verticals/\(name)); "
                    + "the verticals are " + verticals.joined(separator: ", "))
        }
        try checkUnreferenced(vertical, verticals: verticals, layout: layout)

        var plan = ScaffoldPlan()
        plan.removedFolders = ["Verticals/\(name)", "Tests/\(name)Tests"].filter { layout.exists($0) }
        let newManifest = try ManifestEdit.removingProducts(
            for: name, from: ManifestEdit.removing(name, from: manifest))
        plan.edit(
            ManifestEdit.path, "takes \"\(name)\" out of `let verticals` and verticalProducts", from: manifest,
            to: newManifest)
        let hostList = try layout.read(HostListEdit.path)
        plan.edit(
            HostListEdit.path, "takes \(name)'s import and entry point out of the host's list", from: hostList,
            to: try HostListEdit.removing(name, from: hostList))
        let shell = try layout.read(ShellPolicyEdit.path)
        plan.edit(
            ShellPolicyEdit.path, "takes \(name)'s example messages out of the shell's policy", from: shell,
            to: try ShellPolicyEdit.removing(Self.scaffoldedShellMessages(vertical), from: shell))
        let rules = try layout.read(DependencyRulesEdit.path)
        plan.edit(
            DependencyRulesEdit.path, "takes \(name)'s verticalProducts entry out", from: rules,
            to: try DependencyRulesEdit.removingEntries(for: name, from: rules))
        return plan
    }

    /// What `new-vertical` may have added to the shell's policy, with or without `--with-command`.
    static func scaffoldedShellMessages(_ vertical: VerticalName) -> [(section: [String], message: String)] {
        VerticalTemplate(vertical, withCommand: true).shellMessages
    }

    private func checkUnreferenced(
        _ vertical: VerticalName, verticals: [String], layout: PackageLayout
    )
        throws(ScaffoldError)
    {
        let name = vertical.name
        let ownPolicy = PackageLayout.policyPath(of: name)
        let own = Set(
            layout.exists(ownPolicy)
                ? try PolicyMessages.mentions(in: layout.read(ownPolicy), file: ownPolicy)
                    .filter { $0.section.hasPrefix("receive.") || $0.section == "publish.events" }.map(\.message) : [])
        let scaffolded = Set(
            Self.scaffoldedShellMessages(vertical).map { "\($0.section.joined(separator: ".")) \($0.message)" })
        var problems: [String] = []
        for mention in try layout.policyMentions(verticals: verticals, excluding: [name])
        where own.contains(mention.message) || mention.message.hasPrefix(vertical.key + ".") {
            if mention.file == ShellPolicyEdit.path && scaffolded.contains("\(mention.section) \(mention.message)") {
                continue
            }
            problems.append("\(mention.file): \(mention.section): \(mention.message)")
        }
        let sources =
            layout.swiftFiles(under: "Host") + layout.swiftFiles(under: "Tests") + layout.swiftFiles(under: "Scripts")
        for file in sources where file != HostListEdit.path && !file.hasPrefix("Tests/\(name)Tests/") {
            let text = (try? layout.read(file)) ?? ""
            if text.split(separator: "\n").contains(where: { $0.hasSuffix("import \(name)") }) {
                problems.append("\(file): imports \(name)")
            }
        }
        guard problems.isEmpty else {
            throw ScaffoldError(
                "nothing was changed: \(name) is still used beyond what new-vertical added; take these out first:\n  "
                    + problems.joined(separator: "\n  "))
        }
    }
}
