/// The parts of the package the tool reads and edits, at their paths from the root.
struct PackageLayout {
    /// The package root, absolute.
    var root: String
    /// Where files are read.
    var fileSystem: any ScaffoldFileSystem

    /// The text of `path` (from the root).
    ///
    /// - Throws: ``ScaffoldError`` naming the file when it cannot be read.
    func read(_ path: String) throws(ScaffoldError) -> String {
        do {
            return try fileSystem.read(root + "/" + path)
        } catch {
            throw ScaffoldError(
                "cannot read \(path) in \(root): is this the VerticalHub package? Run the tool from its root "
                    + "or pass --package-path")
        }
    }

    /// Whether `path` (from the root) exists.
    func exists(_ path: String) -> Bool {
        fileSystem.exists(root + "/" + path)
    }

    /// The Swift files under `folder` (from the root), with paths from the root.
    func swiftFiles(under folder: String) -> [String] {
        ((try? fileSystem.files(under: root + "/" + folder)) ?? []).filter { $0.hasSuffix(".swift") }
            .map { folder + "/" + $0 }
    }

    /// The policy file of vertical `name`.
    static func policyPath(of name: String) -> String {
        "Verticals/\(name)/Resources/Policy/\(name).json"
    }

    /// Every message the shell's policy and each listed vertical's policy name, except those of
    /// the verticals in `excluding`.
    func policyMentions(
        verticals: [String], excluding: Set<String> = []
    ) throws(ScaffoldError)
        -> [PolicyMessages.Mention]
    {
        var mentions = try PolicyMessages.mentions(in: read(ShellPolicyEdit.path), file: ShellPolicyEdit.path)
        for vertical in verticals where !excluding.contains(vertical) && exists(Self.policyPath(of: vertical)) {
            let path = Self.policyPath(of: vertical)
            mentions += try PolicyMessages.mentions(in: read(path), file: path)
        }
        return mentions
    }
}
