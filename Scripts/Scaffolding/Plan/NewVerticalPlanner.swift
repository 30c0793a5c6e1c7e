/// Works out what `new-vertical` changes, refusing (before anything is touched) a name that
/// exists, collides with a module, product or message prefix, or whose world property is taken.
///
/// ```swift
/// let template = VerticalTemplate(try VerticalName("Pharmacy"), withCommand: true)
/// let plan = try NewVerticalPlanner(root: root, takenNames: names).plan(template)
/// ```
public struct NewVerticalPlanner: Sendable {
    /// The package root, absolute.
    public var root: String
    /// Module and product names of the package and its dependencies (and toolchain modules).
    public var takenNames: Set<String>
    /// Where files are read.
    public var fileSystem: any ScaffoldFileSystem

    /// Makes a planner.
    public init(root: String, takenNames: Set<String>, fileSystem: any ScaffoldFileSystem = LiveFileSystem()) {
        self.root = root
        self.takenNames = takenNames
        self.fileSystem = fileSystem
    }

    /// The plan for `template`, or the reason it is refused.
    ///
    /// - Throws: ``ScaffoldError`` naming what collides, where, and what to do.
    public func plan(_ template: VerticalTemplate) throws(ScaffoldError) -> ScaffoldPlan {
        let layout = PackageLayout(root: root, fileSystem: fileSystem)
        let name = template.vertical.name
        let manifest = try layout.read(ManifestEdit.path)
        let verticals = try ManifestEdit.verticals(in: manifest)
        let hostListPath = try layout.hostList()
        let shell = layout.shellPolicy(hostList: hostListPath)
        try checkFree(template.vertical, verticals: verticals, shellPolicy: shell.path, layout: layout)

        var plan = ScaffoldPlan()
        let files = template.files
        for folder in ["\(PackageLayout.verticalsFolder)/\(name)", "\(PackageLayout.testsFolder)/\(name)Tests"] {
            plan.newFolders.append(.init(path: folder, files: files.filter { $0.path.hasPrefix(folder + "/") }))
        }
        var newManifest = try ManifestEdit.adding(name, to: manifest)
        if template.withDatabase { newManifest = try ManifestEdit.addingGRDB(for: name, to: newManifest) }
        plan.edit(
            ManifestEdit.path,
            "adds \"\(name)\" to `let verticals`" + (template.withDatabase ? " and GRDB to verticalProducts" : ""),
            from: manifest, to: newManifest)
        let hostList = try layout.read(hostListPath)
        plan.edit(
            hostListPath, "imports \(name) and adds \(name)Vertical() to the host's list", from: hostList,
            to: try HostListEdit.adding(name, to: hostList, file: hostListPath))
        if let shellPath = shell.path {
            let text = try layout.read(shellPath)
            plan.edit(
                shellPath,
                "lets the shell send "
                    + template.shellMessages.map { "\($0.message) (\($0.section.joined(separator: ".")))" }
                    .joined(separator: ", "),
                from: text, to: try ShellPolicyEdit.adding(template.shellMessages, to: text, file: shellPath))
        }
        if template.withDatabase {
            guard let rulesPath = layout.rulesFile() else {
                throw ScaffoldError(
                    "--with-database allows \(name) to link GRDB in check-dependencies' rules file, and there is "
                        + "none (\(DependencyRulesEdit.paths.joined(separator: " or "))); create one holding `{}`, "
                        + "or leave out --with-database")
            }
            let rules = try layout.read(rulesPath)
            plan.edit(
                rulesPath, "allows \(name) to link GRDB, with the reason", from: rules,
                to: try DependencyRulesEdit.allowingGRDB(for: name, in: rules, file: rulesPath))
        }
        plan.nextSteps = nextSteps(template, shell: shell, hostList: hostListPath, layout: layout)
        return plan
    }

    /// What to do after the change: try the vertical (through this package's `host`), run its
    /// tests, grant the host's own plugin its messages when the tool could not, and redraw the
    /// module graph when the package has one.
    private func nextSteps(
        _ template: VerticalTemplate, shell: (path: String?, reason: String), hostList: String,
        layout: PackageLayout
    ) -> [String] {
        let name = template.vertical.name
        var steps: [String] = []
        if template.packageName == "VerticalHub" && shell.path != nil {
            steps.append("swift run host send query \(template.key).example")
        }
        steps.append("swift test --filter \(name)Tests")
        if shell.path == nil {
            steps.append(
                "grant your host's own plugin \(name)'s messages in its policy (\(shell.reason)): "
                    + ShellPolicyEdit.grants(template.shellMessages))
        }
        if (try? layout.read(ModuleGraphDocument.path))?.contains("module-graph") == true {
            steps.append(
                "Scripts/check-dependencies --skip-interface --graph mermaid --update-readme "
                    + "\(ModuleGraphDocument.path)   (the module graph there now lacks \(name))")
        }
        return steps
    }

    private func checkFree(
        _ vertical: VerticalName, verticals: [String], shellPolicy: String?, layout: PackageLayout
    ) throws(ScaffoldError) {
        let name = vertical.name
        if let existing = verticals.first(where: { $0.lowercased() == name.lowercased() }) {
            throw ScaffoldError(
                "the vertical \(existing) exists already (Package.swift's `let verticals`); choose another name, "
                    + "or remove it first with Scripts/remove-vertical \(existing)")
        }
        for folder in ["\(PackageLayout.verticalsFolder)/\(name)", "\(PackageLayout.testsFolder)/\(name)Tests"]
        where layout.exists(folder) {
            throw ScaffoldError("\(folder) exists already; choose another name, or move that folder away")
        }
        let lowered = Dictionary(takenNames.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        for module in [name, "\(name)Tests"] {
            if let taken = lowered[module.lowercased()] {
                throw ScaffoldError(
                    "\"\(module)\" collides with the module or product \"\(taken)\" of this package, its dependencies "
                        + "or the toolchain (module names must be unique, and a file system may ignore case); "
                        + "choose another name")
            }
        }
        let prefix = vertical.key + "."
        let used = try layout.policyMentions(verticals: verticals, shellPolicy: shellPolicy).filter {
            $0.message.hasPrefix(prefix)
        }
        if let first = used.first {
            throw ScaffoldError(
                "messages starting \"\(prefix)\" are already named in \(first.file) (\(first.section): \(first.message)); "
                    + "\(name)'s messages would share that prefix, so choose another name")
        }
        let files =
            layout.swiftFiles(under: "Prelude/World")
            + verticals.flatMap { layout.swiftFiles(under: "\(PackageLayout.verticalsFolder)/\($0)/World") }
        for file in files {
            let text = (try? layout.read(file)) ?? ""
            if text.contains("var \(vertical.property): ") || text.contains("func \(vertical.property)(") {
                throw ScaffoldError(
                    "World already has a member \"\(vertical.property)\" (\(file)), which Current.\(vertical.property) "
                        + "would need; choose another name")
            }
        }
    }
}
