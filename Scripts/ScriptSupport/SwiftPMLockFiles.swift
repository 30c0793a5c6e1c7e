public import Foundation

/// The lock files SwiftPM leaves in the temporary folder. SwiftPM locks a scratch folder (and
/// its workspace state) through `<temporary folder>/<the path with / as _>.lock`, such as
/// `_tmp_dependency-rules-Clean-<uuid>_.build.lock`, and never deletes them; a tool or test
/// that made a temporary package removes them with the package.
public enum SwiftPMLockFiles {
    /// Removes the lock files for `folder` and everything under it.
    public static func remove(for folder: URL) {
        let prefix = folder.standardizedFileURL.path.replacingOccurrences(of: "/", with: "_")
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".lock") {
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }
}
