import Prelude

/// The two things the trace writer and the policy fix do with a raw file descriptor:
/// write all of some text, and say an `errno` in words.
enum FileDescriptor {
    /// Writes all of `text` to `descriptor` (Prelude's `Descriptor.writeAll`);
    /// the reason in words when it cannot.
    static func writeAll(_ text: String, to descriptor: Int32) -> String? {
        do {
            try Descriptor.writeAll(text, to: descriptor)
            return nil
        } catch {
            return reason(error.code)
        }
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
        default: SystemError(code: code).description
        }
    }
}
