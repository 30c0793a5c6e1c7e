import Prelude

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
    }

    /// Makes (or empties) the file at `path`, mode `0600`, and writes the header.
    ///
    /// - Throws: ``TraceFileError`` saying in words why the file cannot be made or written.
    public init(path: String, recorder: String) throws(TraceFileError) {
        self.path = path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw TraceFileError(path: path, reason: FileDescriptor.reason(errno))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            _ = closeDescriptor(descriptor)
            throw TraceFileError(path: path, reason: "it is not a regular file; give a file path to record to")
        }
        // O_NONBLOCK only keeps a FIFO from blocking the open; a regular file ignores it.
        // An existing file keeps its mode through O_TRUNC: make it private now.
        guard fchmod(descriptor, 0o600) == 0 else {
            let reason = FileDescriptor.reason(errno)
            _ = closeDescriptor(descriptor)
            throw TraceFileError(path: path, reason: "its mode cannot be made 0600: \(reason)")
        }
        if let failure = FileDescriptor.writeAll(TraceFile.header(recorder: recorder) + "\n", to: descriptor) {
            _ = closeDescriptor(descriptor)
            throw TraceFileError(path: path, reason: failure)
        }
        state = Locked(State(descriptor: descriptor))
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
            state.failure = FileDescriptor.writeAll(line, to: state.descriptor)
        }
    }

    /// Closes the file; returns why writing stopped early, if it did, in words.
    @discardableResult
    public func close() -> String? {
        state.withLock { state in
            if state.descriptor >= 0 {
                if closeDescriptor(state.descriptor) != 0 && state.failure == nil {
                    state.failure = FileDescriptor.reason(errno)
                }
                state.descriptor = -1
            }
            return state.failure.map { "\(path): the trace stopped being written: \($0)" }
        }
    }
}

/// `close(2)`, named apart from ``TraceFileWriter/close()``.
private func closeDescriptor(_ descriptor: Int32) -> Int32 {
    close(descriptor)
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
