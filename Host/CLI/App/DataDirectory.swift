import Foundation

/// The folders that hold state outliving the process: the data directory, and inside it
/// one folder per vertical, named by its key (`records`), made on first use.
enum DataDirectory {
    /// The folder of the vertical with prefix `key` inside `root`, made (with `root`) if missing.
    ///
    /// - Throws: ``HostFailure`` naming the folder when it cannot be made or is a file.
    static func folder(for key: String, in root: URL) throws(HostFailure) -> URL {
        let folder = root.appendingPathComponent(key, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw HostFailure(
                    "\(folder.path) is a file, not a folder; move it away or choose another --data-dir")
            }
            return folder
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw HostFailure(
                "cannot make the data folder \(folder.path): \(error.localizedDescription); "
                    + "choose a writable --data-dir")
        }
        return folder
    }
}
