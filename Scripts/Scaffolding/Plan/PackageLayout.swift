/// The parts of the package the tool reads and edits, at their paths from the root: this
/// package, or a package that depends on it and follows the same conventions (its verticals
/// in `Verticals/<Name>` with tests in `Tests/<Name>Tests`, named in `Package.swift`'s
/// `let verticals = [...]`, and one host list of entry points).
struct PackageLayout {
    /// The package root, absolute.
    var root: String
    /// Where files are read.
    var fileSystem: any ScaffoldFileSystem

    /// The folder whose subfolders are the verticals.
    static let verticalsFolder = "Verticals"
    /// The folder whose subfolders are the test targets.
    static let testsFolder = "Tests"
    /// How the host list's declaration ends (its type and the list's opening bracket), as the
    /// messages show it; ``HostListEdit/declarations(in:)`` reads the whole declaration.
    static let hostListMarker = "[any VerticalEntryPoint] = ["

    /// The text of `path` (from the root).
    ///
    /// - Throws: ``ScaffoldError`` naming the file when it cannot be read.
    func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try fileSystem.read(root + "/" + path)
        } catch {
            throw ScaffoldError(
                "cannot read \(path) in \(root): is this the VerticalHub package, or a package that depends on it "
                    + "and lists its verticals in Package.swift's `let verticals = [...]`? Run the tool from its "
                    + "root or pass --package-path")
        }
    }

    /// Whether `path` (from the root) exists.
    func exists(_ path: String) -> Bool {
        fileSystem.exists(root + "/" + path)
    }

    /// The Swift files under `folder` (from the root; `""` for the whole package), with paths
    /// from the root.
    func swiftFiles(under folder: String) -> [String] {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return ((try? fileSystem.files(under: root + "/" + folder)) ?? []).filter { $0.hasSuffix(".swift") }
            .map { prefix + $0 }
    }

    /// The Swift files SwiftPM may compile into the package's own non-vertical, non-test
    /// targets: every Swift file outside the verticals and tests folders, DocC catalogs, hidden
    /// folders and packages nested in this one (a folder with a `Package.swift` of its own).
    func hostSideSwiftFiles() -> [String] {
        let all = (try? fileSystem.files(under: root)) ?? []
        let nestedPackages = all.filter { $0.hasSuffix("/Package.swift") }.map {
            String($0.dropLast("Package.swift".count))
        }
        return all.filter { path in
            guard path.hasSuffix(".swift"), path != "Package.swift", !path.hasPrefix("Package@swift-") else {
                return false
            }
            let components = path.split(separator: "/")
            guard let first = components.first, components.count > 1 else { return true }
            return first != Self.verticalsFolder && first != Self.testsFolder
                && !components.dropLast().contains { $0.hasSuffix(".docc") }
                && !nestedPackages.contains { path.hasPrefix($0) }
        }
    }

    /// The host list: the one Swift file (outside the verticals and tests folders and DocC
    /// catalogs) with a line that declares a constant or variable of type
    /// `[any VerticalEntryPoint]` with a list literal, such as
    /// `let verticals: [any VerticalEntryPoint] = [MapsVertical(), InfoVertical()]`.
    ///
    /// - Throws: ``ScaffoldError`` when no file declares one, or several do, naming them and
    ///   what to do.
    func hostList() throws(ScaffoldError) -> String {
        let declaring = hostSideSwiftFiles().filter { path in
            guard let text = try? read(path) else { return false }
            return !HostListEdit.declarations(in: text).isEmpty
        }
        guard declaring.count == 1, let file = declaring.first else {
            if declaring.isEmpty {
                throw ScaffoldError(
                    "no Swift file of the package (outside \(Self.verticalsFolder)/, \(Self.testsFolder)/ and DocC "
                        + "catalogs) declares the host's list of verticals, so there is nowhere to add the new one; "
                        + "add a line such as `let verticals: \(Self.hostListMarker)]` to the host's target, register "
                        + "each entry point in it with `hub.register(_:settings:)`, and run the tool again")
            }
            throw ScaffoldError(
                "several Swift files declare a list of verticals (`\(Self.hostListMarker)`): "
                    + declaring.joined(separator: ", ") + "; the tool adds the vertical to the host's one list, so "
                    + "keep that declaration in one file (declare the others another way) and run the tool again")
        }
        return file
    }

    /// The policy of the host's own plugin (the shell that sends the verticals' messages): the
    /// one `.json` file in `Resources/Policy/` of the host list's folder, or of the nearest
    /// folder above it (up to the package root) that has `Resources/Policy/`, which is the host
    /// target's folder. `nil`, with the reason, when that folder has no policy or several.
    func shellPolicy(hostList: String) -> (path: String?, reason: String) {
        var folder = hostList.split(separator: "/").dropLast().joined(separator: "/")
        while !folder.isEmpty {
            let policies = folder + "/Resources/Policy"
            if exists(policies) {
                let files = ((try? fileSystem.files(under: root + "/" + policies)) ?? []).filter {
                    $0.hasSuffix(".json") && !$0.contains("/")
                }
                if files.count == 1, let file = files.first { return (policies + "/" + file, "") }
                let found = files.isEmpty ? "no policy" : "\(files.count) policies (\(files.joined(separator: ", ")))"
                return (nil, "\(policies)/ holds \(found), so the tool cannot tell which is the host's own")
            }
            folder = folder.split(separator: "/").dropLast().joined(separator: "/")
        }
        return (nil, "the host's target (around \(hostList)) has no Resources/Policy/ with its own plugin's policy")
    }

    /// The rules file `check-dependencies` reads by default: `Scripts/dependency-rules.json`
    /// when it exists, else `dependency-rules.json` at the root when that exists; `nil` when
    /// neither does.
    func rulesFile() -> String? {
        DependencyRulesEdit.paths.first { exists($0) }
    }

    /// The policy file of vertical `name`.
    static func policyPath(of name: String) -> String {
        "\(verticalsFolder)/\(name)/Resources/Policy/\(name).json"
    }

    /// Every message the shell's policy (when there is one) and each listed vertical's policy
    /// name, except those of the verticals in `excluding`.
    func policyMentions(
        verticals: [String], shellPolicy: String?, excluding: Set<String> = []
    ) throws(ScaffoldError)
        -> [PolicyMessages.Mention]
    {
        var mentions: [PolicyMessages.Mention] = []
        if let shellPolicy {
            mentions += try PolicyMessages.mentions(in: read(shellPolicy), file: shellPolicy)
        }
        for vertical in verticals where !excluding.contains(vertical) && exists(Self.policyPath(of: vertical)) {
            let path = Self.policyPath(of: vertical)
            mentions += try PolicyMessages.mentions(in: read(path), file: path)
        }
        return mentions
    }
}
