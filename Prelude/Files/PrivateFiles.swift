/// Folders and files only their owner may read: folders `0700`, files `0600`, whatever the
/// process's umask. Health data lives in them.
///
/// Every call works on the path it is given and says what it did, so the caller can
/// report a folder it tightened, or refuse to go on when it could not.
///
/// ```swift
/// let folder = try PrivateFiles.makeFolder("/home/ada/.verticalhub/records")
/// if case .tightened(let from) = folder { log("was \(PrivateFiles.modeText(from))") }
/// let file = try PrivateFiles.tighten("/home/ada/.verticalhub/records/records.sqlite", mode: PrivateFiles.fileMode)
/// ```
public enum PrivateFiles {
    /// The mode of a private folder: `rwx------`.
    public static let folderMode: UInt32 = 0o700
    /// The mode of a private file: `rw-------`.
    public static let fileMode: UInt32 = 0o600

    /// What a call found and did.
    public enum Outcome: Sendable, Hashable {
        /// The item was made now, with the private mode.
        case created
        /// The item already had no permission for anyone but its owner.
        case alreadyPrivate
        /// The item let others in (its old mode is given); it is private now.
        case tightened(from: UInt32)
    }

    /// Why an item could not be made or made private, in words.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The item's path.
        public var path: String
        /// What went wrong, a sentence fragment: `is owned by user 0, not by you (user 1000)`.
        public var reason: String
        /// What the user can do about it, when something can be said: a `chown` or `chmod`.
        public var remedy: String?
        /// The `errno` behind it, 0 when there was none.
        public var code: Int32

        /// Makes a failure.
        public init(path: String, reason: String, remedy: String? = nil, code: Int32 = 0) {
            self.path = path
            self.reason = reason
            self.remedy = remedy
            self.code = code
        }

        /// The text shown when the value is printed.
        public var description: String {
            "\(path) \(reason)" + (remedy.map { "; to fix it, \($0)" } ?? "")
        }
    }

    /// Makes the folder at `path` (with any missing parents) as a private folder, or
    /// tightens it when it exists and lets others in.
    ///
    /// - Throws: ``Failure`` when it cannot be made, is not a folder, or cannot be made private.
    @discardableResult
    public static func makeFolder(_ path: String) throws(Failure) -> Outcome {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(
                    path: path, reason: "is a file, not a folder", remedy: "move it away or choose another folder")
            }
            return try tighten(path, mode: folderMode)
        }
        let parent = parentPath(of: path)
        if parent != path, !parent.isEmpty, stat(parent, &status) != 0 {
            // Missing parents are made with the user's usual permissions; only the folder
            // itself holds private data.
            try makeParents(parent)
        }
        guard mkdir(path, mode_t(folderMode)) == 0 || errno == EEXIST else {
            throw failure(path, errno, doing: "cannot be made")
        }
        guard chmod(path, mode_t(folderMode)) == 0 else { throw failure(path, errno, doing: "cannot be made private") }
        return .created
    }

    /// Makes an empty private file at `path` when there is none; an existing file is left
    /// as it is and tightened.
    ///
    /// - Throws: ``Failure`` when it cannot be made or made private.
    @discardableResult
    public static func makeFile(_ path: String) throws(Failure) -> Outcome {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(fileMode))
        if descriptor < 0 {
            let code = errno
            guard code == EEXIST else { throw failure(path, code, doing: "cannot be made") }
            return try tighten(path, mode: fileMode)
        }
        defer { close(descriptor) }
        // The umask may have taken bits away; never added any, so this only restores 0600.
        guard fchmod(descriptor, mode_t(fileMode)) == 0 else {
            throw failure(path, errno, doing: "cannot be made private")
        }
        return .created
    }

    /// Takes every permission for group and others off the item at `path`, keeping the
    /// owner's; does nothing when there are none.
    ///
    /// - Throws: ``Failure`` when the item is missing or its mode cannot be changed (it
    ///   belongs to another user, or the file system is read-only), with the fix.
    @discardableResult
    public static func tighten(_ path: String, mode: UInt32) throws(Failure) -> Outcome {
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(path, errno, doing: "cannot be read") }
        let current = UInt32(status.st_mode & 0o7777)
        guard current & 0o077 != 0 else { return .alreadyPrivate }
        guard chmod(path, mode_t(mode)) == 0 else {
            let code = errno
            let owner = status.st_uid
            if code == EPERM && owner != geteuid() {
                throw Failure(
                    path: path,
                    reason: "can be read by other users (mode \(modeText(current))) and cannot be made private: "
                        + "it is owned by user \(owner), not by you (user \(geteuid()))",
                    remedy: "run `sudo chown \(geteuid()):\(getegid()) \(path)`", code: code)
            }
            throw failure(
                path, code, doing: "can be read by other users (mode \(modeText(current))) and cannot be made private")
        }
        return .tightened(from: current)
    }

    /// The permission bits of the item at `path`, or `nil` when it cannot be examined.
    public static func mode(of path: String) -> UInt32? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt32(status.st_mode & 0o7777)
    }

    /// The owner of the item at `path`, or `nil` when it cannot be examined.
    public static func owner(of path: String) -> UInt32? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt32(status.st_uid)
    }

    /// `mode` as `ls` writes it after the type: `rw-r--r--`.
    public static func modeText(_ mode: UInt32) -> String {
        let letters: [Character] = ["r", "w", "x"]
        return String(
            (0..<9).map { bit in mode & (0o400 >> UInt32(bit)) != 0 ? letters[bit % 3] : "-" })
    }

    /// The folder of `path` (`/a/b` for `/a/b/c`, `/` for `/a`).
    private static func parentPath(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Makes `path` and its missing parents with the default mode (less the umask).
    private static func makeParents(_ path: String) throws(Failure) {
        var status = stat()
        if stat(path, &status) == 0 { return }
        let parent = parentPath(of: path)
        if parent != path { try makeParents(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure(path, errno, doing: "cannot be made") }
    }

    /// A failure for `errno` `code` while doing something to `path`, in words, with a fix
    /// where one can be said.
    private static func failure(_ path: String, _ code: Int32, doing what: String) -> Failure {
        let because: String
        var remedy: String?
        switch code {
        case EACCES:
            because = "permission denied"
            remedy = "check that you own the folders on the way (`ls -ld`), or choose another folder"
        case EPERM:
            because = "the operation is not permitted"
            remedy = "check the owner of the item (`ls -l`); `sudo chown` it to yourself"
        case EROFS: because = "the file system is read-only"
        case ENOSPC: because = "the disk is full"
        case ENOTDIR: because = "a part of the path is a file, not a folder"
        case ENOENT: because = "it does not exist"
        default: because = SystemError.text(code)
        }
        return Failure(path: path, reason: "\(what): \(because)", remedy: remedy, code: code)
    }
}
