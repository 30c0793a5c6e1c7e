#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a regular file of bounded size, and says in the system's words why it cannot.
///
/// The file is opened without blocking (a FIFO does not hang the reader) and checked with
/// `fstat` before a byte is read: anything but a regular file (a folder, FIFO, socket or
/// device such as `/dev/zero`) is refused, and so is a file larger than the limit.
enum RegularFile {
    /// Why a file could not be read, ready to show.
    struct Failure: Error, Sendable {
        let message: String
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    static func read(path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: Self.openFailure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw Failure(message: "cannot inspect the file: \(reason(errno))")
        }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw Failure(message: notRegular(type)) }
        let size = Int(status.st_size)
        guard size <= limit else { throw Failure(message: PolicySource.tooLarge(size)) }
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                readBytes(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw Failure(message: "cannot read the file: \(reason(errno))") }
            if got == 0 { break }
            count += got
        }
        // A file that grew past the limit while being read is refused rather than cut short.
        guard count <= limit else { throw Failure(message: PolicySource.tooLarge(count)) }
        return Array(bytes[..<count])
    }

    /// What `open` failing with `code` means for the user.
    private static func openFailure(_ code: Int32) -> String {
        switch code {
        case ENOENT:
            "there is no file at this path (no such file or directory); check the path (or, for a shipped "
                + "policy, that the target copies its Resources folder)"
        case EACCES:
            "permission denied: you may not read this file or enter a folder on its path; check the permissions"
        case ELOOP: "too many symbolic links on this path (a link loop?); point it at the policy file itself"
        case ENOTDIR: "a part of this path that should be a folder is a file; check the path"
        case ENAMETOOLONG: "the path is too long; shorten it"
        default: "cannot open the file: \(reason(code))"
        }
    }

    /// Why a file of `type` is refused.
    private static func notRegular(_ type: mode_t) -> String {
        let what: String
        switch type {
        case S_IFDIR: return "this path is a folder; give the path of the policy's JSON file inside it"
        case S_IFIFO: what = "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: what = "a device"
        case S_IFSOCK: what = "a socket"
        default: what = "not a regular file"
        }
        return "this path is \(what), not a regular file; a policy is read only from a regular file"
    }

    /// The system's description of `code` (`strerror`).
    private static func reason(_ code: Int32) -> String {
        strerror(code).map { String(cString: $0) } ?? "error \(code)"
    }
}

/// `read(2)`, under a name the enum's own `read` does not hide.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
