import Prelude

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a ``TraceFile`` as traffic happens: the header when made, then one line per
/// entry, appended with one `write` each, so that memory does not grow with the length of
/// the recording and a recording cut short (a crash, a kill) keeps every line written.
///
/// The file is made (or truncated) with mode `0600` whatever the umask, since it describes
/// what a user did with health data (never the data itself). A symbolic link or anything
/// other than a regular file at the path is refused.
///
/// ```swift
/// let writer = try TraceFileWriter(path: "session.trace", recorder: "host serve")
/// hub.trace.stream(to: writer.write)
/// // ... the session ...
/// if let failure = writer.close() { print(failure) }
/// ```
public final class TraceFileWriter: Sendable {
    /// The file's path.
    public let path: String
    private let state: Locked<State>

    private struct State {
        var descriptor: Int32
        var failure: String?
        var written = 0
    }

    /// Makes (or empties) the file at `path`, mode `0600`, and writes the header.
    ///
    /// - Throws: ``TraceFileError`` saying in words why the file cannot be made or written.
    public init(path: String, recorder: String) throws(TraceFileError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw TraceFileError(path: path, reason: Self.reason(errno))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            _ = closeDescriptor(descriptor)
            throw TraceFileError(path: path, reason: "it is not a regular file; give a file path to record to")
        }
        // An existing file keeps its mode through O_TRUNC: make it private now.
        guard fchmod(descriptor, 0o600) == 0 else {
            let reason = Self.reason(errno)
            _ = closeDescriptor(descriptor)
            throw TraceFileError(path: path, reason: "its mode cannot be made 0600: \(reason)")
        }
        state = Locked(State(descriptor: descriptor))
        if let failure = state.withLock({ Self.append(TraceFile.header(recorder: recorder) + "\n", to: &$0) }) {
            _ = self.close()
            throw TraceFileError(path: path, reason: failure)
        }
    }

    deinit {
        _ = close()
    }

    /// Appends `entry` as one line. After a failed write the writer stops writing and
    /// ``close()`` reports the failure.
    @Sendable public func write(_ entry: TraceEntry) {
        let line = HubTrace.json(entry).description + "\n"
        state.withLock { state in
            guard state.failure == nil, state.descriptor >= 0 else { return }
            state.failure = Self.append(line, to: &state)
        }
    }

    /// How many entries were written.
    public var writtenCount: Int {
        state.withLock { max(0, $0.written - 1) }
    }

    /// Closes the file; returns why writing stopped early, if it did, in words.
    @discardableResult
    public func close() -> String? {
        state.withLock { state in
            if state.descriptor >= 0 {
                if closeDescriptor(state.descriptor) != 0 && state.failure == nil {
                    state.failure = Self.reason(errno)
                }
                state.descriptor = -1
            }
            return state.failure.map { "\(path): the trace stopped being written: \($0)" }
        }
    }

    /// Writes all of `text`, retrying after a signal; the reason when it cannot.
    private static func append(_ text: String, to state: inout State) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let descriptor = state.descriptor
            let count = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return writeBytes(descriptor, base + offset, buffer.count - offset)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return reason(errno)
            }
            offset += count
        }
        state.written += 1
        return nil
    }

    /// `errno` in words.
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

/// `close(2)`, named apart from ``TraceFileWriter/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

/// `write(2)`, named apart from ``TraceFileWriter/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

/// A trace file that cannot be made, written or read, with the reason in words.
public struct TraceFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path.
    public var path: String
    /// Why, as a sentence fragment: `its folder does not exist`.
    public var reason: String

    /// Makes an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
}
