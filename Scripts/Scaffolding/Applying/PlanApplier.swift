import Foundation

/// Applies a ``ScaffoldPlan`` all or nothing. Every new file is first written to a staging
/// folder inside the package (so on the same file system), every edited file's new text too;
/// then each change is one `rename(2)`, and each edited file keeps a hard link to its old
/// text until the end. When any step fails, the steps already taken are undone in reverse and
/// the package is as it was. SIGINT and SIGTERM are ignored while it applies (well under a
/// second), so an interrupt cannot leave half a change.
///
/// ```swift
/// try PlanApplier(root: "/src/VerticalHub").apply(plan)
/// ```
public struct PlanApplier: Sendable {
    /// The package root, an absolute path.
    public var root: String
    /// Where the changes are made; a test passes one that fails on purpose.
    public var fileSystem: any ScaffoldFileSystem

    /// Makes an applier for the package at `root`.
    public init(root: String, fileSystem: any ScaffoldFileSystem = LiveFileSystem()) {
        self.root = root
        self.fileSystem = fileSystem
    }

    /// The staging folders' name prefix, inside the package root.
    public static let stagingPrefix = ".scaffold-staging-"

    /// Makes every change of `plan`, or none.
    ///
    /// - Throws: ``ScaffoldError`` saying what failed; the package is then unchanged (or, if
    ///   undoing failed too, the error says which files to restore from where).
    public func apply(_ plan: ScaffoldPlan) throws(ScaffoldError) {
        do {
            try InterruptShield.shared.run { try applyShielded(plan) }
        } catch let error as ScaffoldError {
            throw error
        } catch {
            throw ScaffoldError("nothing was changed: \(Self.reason(error))")
        }
    }

    private func applyShielded(_ plan: ScaffoldPlan) throws(ScaffoldError) {
        try checkPreconditions(plan)
        let staging = root + "/" + Self.stagingPrefix + UUID().uuidString
        do {
            try fileSystem.makeFolder(staging)
            try stage(plan, in: staging)
        } catch {
            try? fileSystem.remove(staging)
            throw ScaffoldError("nothing was changed: staging the new files failed: \(Self.reason(error))")
        }
        var undo: [(what: String, step: () throws -> Void)] = []
        do {
            try commit(plan, staging: staging, undo: &undo)
        } catch {
            var failures: [String] = []
            for (what, step) in undo.reversed() {
                do { try step() } catch { failures.append("\(what): \(Self.reason(error))") }
            }
            guard failures.isEmpty else {
                throw ScaffoldError(
                    "the change failed half-way (\(Self.reason(error))) and could not be fully undone: "
                        + failures.joined(separator: "; ") + ". The old files are kept in \(staging); "
                        + "restore them from there (`git status` shows what differs)")
            }
            try? fileSystem.remove(staging)
            throw ScaffoldError("nothing was changed: \(Self.reason(error)); every step already taken was undone")
        }
        try? fileSystem.remove(staging)
    }

    private func checkPreconditions(_ plan: ScaffoldPlan) throws(ScaffoldError) {
        for folder in plan.newFolders where fileSystem.exists(root + "/" + folder.path) {
            throw ScaffoldError("nothing was changed: \(folder.path) exists already; remove it or choose another name")
        }
        for folder in plan.removedFolders where !fileSystem.exists(root + "/" + folder) {
            throw ScaffoldError("nothing was changed: \(folder) is not there to remove")
        }
        for edit in plan.edits {
            let current: String
            do {
                current = try fileSystem.read(root + "/" + edit.path)
            } catch {
                throw ScaffoldError("nothing was changed: cannot read \(edit.path): \(Self.reason(error))")
            }
            guard current == edit.old else {
                throw ScaffoldError(
                    "nothing was changed: \(edit.path) changed while the tool was working; run it again")
            }
        }
    }

    private func stage(_ plan: ScaffoldPlan, in staging: String) throws {
        for folder in plan.newFolders {
            for file in folder.files {
                let path = staging + "/new/" + file.path
                try fileSystem.makeFolder((path as NSString).deletingLastPathComponent)
                try fileSystem.write(file.contents, to: path)
            }
        }
        for folder in plan.removedFolders {
            try fileSystem.makeFolder((staging + "/removed/" + folder as NSString).deletingLastPathComponent)
        }
        for (index, edit) in plan.edits.enumerated() {
            let path = staging + "/edit-\(index)"
            try fileSystem.write(edit.new, to: path)
            try fileSystem.copyPermissions(from: root + "/" + edit.path, to: path)
        }
    }

    private func commit(
        _ plan: ScaffoldPlan, staging: String, undo: inout [(what: String, step: () throws -> Void)]
    ) throws {
        let fileSystem = fileSystem
        for folder in plan.newFolders {
            let (from, to) = (staging + "/new/" + folder.path, root + "/" + folder.path)
            // A package's first vertical: `Verticals/` (or `Tests/`) is made, and taken out on undo.
            if let missing = firstMissingAncestor(of: folder.path) {
                try fileSystem.makeFolder((to as NSString).deletingLastPathComponent)
                undo.append(("remove \(missing)", { try fileSystem.remove(self.root + "/" + missing) }))
            }
            try fileSystem.move(from, to: to)
            undo.append(("take back \(folder.path)", { try fileSystem.move(to, to: from) }))
        }
        for folder in plan.removedFolders {
            let (from, to) = (root + "/" + folder, staging + "/removed/" + folder)
            try fileSystem.move(from, to: to)
            undo.append(("put back \(folder)", { try fileSystem.move(to, to: from) }))
        }
        for (index, edit) in plan.edits.enumerated() {
            let (target, backup) = (root + "/" + edit.path, staging + "/backup-\(index)")
            try fileSystem.hardLink(target, as: backup)
            try fileSystem.move(staging + "/edit-\(index)", to: target)
            undo.append(("restore \(edit.path)", { try fileSystem.move(backup, to: target) }))
        }
    }

    /// The outermost folder above `path` (from the root) that does not exist yet, if any.
    private func firstMissingAncestor(of path: String) -> String? {
        let components = path.split(separator: "/").dropLast()
        for count in components.indices.map({ $0 + 1 }) {
            let ancestor = components.prefix(count).joined(separator: "/")
            if !fileSystem.exists(root + "/" + ancestor) { return ancestor }
        }
        return nil
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? ScaffoldError { return error.message }
        return (error as NSError).localizedDescription
    }
}
