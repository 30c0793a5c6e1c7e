import Foundation
import Logging
import Prelude

/// The folders that hold state outliving the process: the data directory, and inside it
/// one folder per vertical, named by its key (`records`), made on first use. Both are
/// private to the user (`0700`, whatever the umask); a wider folder is tightened, and a
/// warning says so.
enum DataDirectory {
    /// The folder of the vertical with prefix `key` inside `root`, made (with `root`) if missing
    /// and `making`; otherwise only its path (``PreparedVertical`` makes it when the vertical is
    /// first used).
    ///
    /// - Throws: ``HostFailure`` naming the folder when it cannot be made or is a file.
    static func folder(for key: String, in root: URL, making: Bool) throws(HostFailure) -> URL {
        let folder = root.appendingPathComponent(key, isDirectory: true)
        if making { try make(folder, in: root) }
        return folder
    }

    /// Makes `root` and `folder` in it, private to the user, if missing.
    ///
    /// - Throws: ``HostFailure`` naming the folder when it cannot be made or is a file.
    static func make(_ folder: URL, in root: URL) throws(HostFailure) {
        for item in [root, folder] {
            do throws(PrivateFiles.Failure) {
                if case .tightened(let from) = try PrivateFiles.makeFolder(item.path) {
                    let mode = PrivateFiles.modeText(from)
                    Logger(label: "host").warning(
                        "\(item.path) could be read by other users (mode \(mode)); it is private to you now")
                }
            } catch  where PrivateFiles.mode(of: item.path) == nil || error.reason.hasPrefix("is a file") {
                throw HostFailure("cannot use the data folder \(error); choose another --data-dir")
            } catch {
                // It exists but stays readable by others (another user's folder): say so,
                // and let the vertical decide what it may keep there.
                Logger(label: "host").warning("the data folder \(error)")
            }
        }
    }
}
