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
        let folders = ["\(PackageLayout.verticalsFolder)/\(name)", "\(PackageLayout.testsFolder)/\(name)Tests"]
        guard verticals.contains(name) || layout.exists(folders[0]) else {
            throw ScaffoldError(
                "there is no vertical \(name) (not in Package.swift's `let verticals`, no \(folders[0])); "
                    + "the verticals are " + verticals.joined(separator: ", "))
        }
        let hostListPath = try layout.hostList()
        let shellPath = layout.shellPolicy(hostList: hostListPath).path
        try checkUnreferenced(
            vertical, verticals: verticals, hostList: hostListPath, shellPolicy: shellPath, layout: layout)

        var plan = ScaffoldPlan()
        plan.removedFolders = folders.filter { layout.exists($0) }
        let newManifest = try ManifestEdit.removingProducts(
            for: name, from: ManifestEdit.removing(name, from: manifest))
        plan.edit(
            ManifestEdit.path, "takes \"\(name)\" out of `let verticals` and verticalProducts", from: manifest,
            to: newManifest)
        let hostList = try layout.read(hostListPath)
        plan.edit(
            hostListPath, "takes \(name)'s import and entry point out of the host's list", from: hostList,
            to: try HostListEdit.removing(name, from: hostList, file: hostListPath))
        if let shellPath {
            let shell = try layout.read(shellPath)
            plan.edit(
                shellPath, "takes \(name)'s example messages out of the shell's policy", from: shell,
                to: try ShellPolicyEdit.removing(Self.scaffoldedShellMessages(vertical), from: shell, file: shellPath))
        }
        if let rulesPath = layout.rulesFile() {
            let rules = try layout.read(rulesPath)
            plan.edit(
                rulesPath, "takes \(name)'s verticalProducts entry out", from: rules,
                to: try DependencyRulesEdit.removingEntries(for: name, from: rules, file: rulesPath))
        }
        return plan
    }

    /// What `new-vertical` may have added to the shell's policy, with or without `--with-command`.
    static func scaffoldedShellMessages(_ vertical: VerticalName) -> [(section: [String], message: String)] {
        VerticalTemplate(vertical, withCommand: true).shellMessages
    }

    private func checkUnreferenced(
        _ vertical: VerticalName, verticals: [String], hostList: String, shellPolicy: String?, layout: PackageLayout
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
        for mention in try layout.policyMentions(verticals: verticals, shellPolicy: shellPolicy, excluding: [name])
        where own.contains(mention.message) || mention.message.hasPrefix(vertical.key + ".") {
            if mention.file == shellPolicy && scaffolded.contains("\(mention.section) \(mention.message)") {
                continue
            }
            problems.append("\(mention.file): \(mention.section): \(mention.message)")
        }
        // Every Swift file but the vertical's own (other verticals importing it are the module
        // rule's business) and the host list, whose import the plan takes out.
        let sources = layout.hostSideSwiftFiles() + layout.swiftFiles(under: PackageLayout.testsFolder)
        for file in sources where file != hostList && !file.hasPrefix("\(PackageLayout.testsFolder)/\(name)Tests/") {
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
