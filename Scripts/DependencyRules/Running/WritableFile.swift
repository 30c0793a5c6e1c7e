public import Foundation

/// Why a file cannot be written, in words a person can act on, found by looking before
/// writing: Foundation's own error says "NSCocoaErrorDomain error 512" for all of them.
public enum WritableFile {
    /// Why `url` cannot be written (replaced whole, as an atomic write does), or `nil` when
    /// nothing stands in the way that can be seen beforehand.
    ///
    /// - Parameter url: The file to write.
    /// - Returns: The reason, such as "its folder /x does not exist; create it first".
    public static func problem(with url: URL) -> String? {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return "it is a folder; name a file in it" }
            if !manager.isWritableFile(atPath: url.path) { return "it is not writable; check its permissions" }
        }
        let folder = url.deletingLastPathComponent()
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            return "its folder \(folder.path) does not exist; create it first"
        }
        guard isDirectory.boolValue else { return "\(folder.path) is not a folder" }
        guard manager.isWritableFile(atPath: folder.path) else {
            return "its folder \(folder.path) is not writable; check its permissions"
        }
        return nil
    }

    /// Writes `data` to `url` atomically.
    ///
    /// - Parameters:
    ///   - data: What to write.
    ///   - url: Where.
    /// - Returns: `nil` when written, else why not, in words.
    public static func write(_ data: Data, to url: URL) -> String? {
        if let problem = problem(with: url) { return problem }
        do {
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return "the system refused to write it (the disk may be full or read-only)"
        }
    }
}
