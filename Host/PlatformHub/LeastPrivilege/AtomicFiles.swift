import Prelude

/// Replaces several files' contents together: all of them or none.
///
/// Each new text is written to a temporary file beside its target (same folder, so the
/// rename is atomic; the target's mode) and synced; only when every one is written are
/// they renamed over their targets. A failure while writing removes the temporary files
/// and leaves every target as it was; a failed rename puts back the targets already
/// replaced. A target that changed since it was read is refused.
enum AtomicFiles {
    /// Why a replacement did not happen, in words.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Replaces each `file`, whose content must still be `original`, with `text`.
    static func replace(_ files: [(file: String, original: String, text: String)]) throws(Failure) {
        var temporaries: [(target: String, temporary: String, original: String)] = []
        func discard() {
            for item in temporaries { unlink(item.temporary) }
        }
        for (file, original, text) in files {
            guard let target = resolved(file) else {
                discard()
                throw Failure(description: "\(file) cannot be found to write: \(FileDescriptor.reason(errno))")
            }
            guard let current = try? RegularFile.read(path: target, limit: PolicySource.maximumSize),
                current == Array(original.utf8)
            else {
                discard()
                throw Failure(description: "\(file) changed while it was checked; run the check again")
            }
            let mode = mode(of: target)
            let temporary = target + ".fix-\(UInt32.random(in: 0...UInt32.max))"
            if let why = write(text, to: temporary, mode: mode) {
                unlink(temporary)
                discard()
                throw Failure(description: "\(file) cannot be written (\(why)); nothing was changed")
            }
            temporaries.append((target, temporary, original))
        }
        for (index, item) in temporaries.enumerated() where rename(item.temporary, item.target) != 0 {
            let why = FileDescriptor.reason(errno)
            // Put back what was already replaced, and drop what was not.
            for done in temporaries[..<index] {
                let back = done.target + ".restore-\(UInt32.random(in: 0...UInt32.max))"
                if write(done.original, to: back, mode: mode(of: done.target)) == nil {
                    rename(back, done.target)
                } else {
                    unlink(back)
                }
            }
            for pending in temporaries[index...] { unlink(pending.temporary) }
            throw Failure(
                description: "\(item.target) cannot be replaced (\(why)); the files were put back as they were")
        }
    }

    /// The permission bits of `path` (0644 when it cannot be examined).
    private static func mode(of path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
    }

    /// The real path of `file` (its symbolic links followed), or `nil`.
    private static func resolved(_ file: String) -> String? {
        guard let pointer = realpath(file, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Writes `text` to a new file `path` with `mode` and syncs it; the reason when it cannot.
    private static func write(_ text: String, to path: String, mode: mode_t) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return FileDescriptor.reason(errno) }
        defer { close(descriptor) }
        _ = fchmod(descriptor, mode)
        if let failure = FileDescriptor.writeAll(text, to: descriptor) { return failure }
        guard fsync(descriptor) == 0 else { return FileDescriptor.reason(errno) }
        return nil
    }
}
