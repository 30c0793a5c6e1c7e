#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two things the trace writer and the policy fix do with a raw file descriptor:
/// write all of some text, and say an `errno` in words.
enum FileDescriptor {
    /// Writes all of `text` to `descriptor`, retrying after a signal and a short write;
    /// the reason in words when it cannot.
    static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(descriptor, base + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return reason(errno)
            }
            offset += count
        }
        return nil
    }

    /// `errno` in words, for a file being made, written or read.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "its folder does not exist"
        case EACCES, EPERM: "permission denied"
        case ELOOP: "it is a symbolic link; give the file's real path"
        case EISDIR: "it is a folder"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is exhausted"
        case EROFS: "the file system is read-only"
        default: String(cString: strerror(code))
        }
    }
}
