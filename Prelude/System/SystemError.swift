/// An error the C library reported through `errno`, with the system's words for it.
///
/// ```swift
/// guard rename(from, to) == 0 else { throw SystemError.last() }   // "No such file or directory"
/// ```
public struct SystemError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The `errno` value, such as `ENOENT`.
    public var code: Int32

    /// The error for `errno` value `code`.
    ///
    /// - Parameter code: An `errno` value.
    public init(code: Int32) {
        self.code = code
    }

    /// The error the calling thread's last failed C library call left in `errno`; read it
    /// right after the call, before anything else can change `errno`.
    ///
    /// - Returns: The error for the current `errno`.
    public static func last() -> SystemError {
        SystemError(code: errno)
    }

    /// The system's description of the error (`strerror`): `No such file or directory`;
    /// `error 1234` for a code the system has no words for.
    public var description: String {
        Self.text(code)
    }

    /// The system's description of `errno` value `code`, the one place the package asks the
    /// C library for it. `strerror` is called under a lock: the C standard lets it reuse one
    /// buffer for every caller.
    static func text(_ code: Int32) -> String {
        textLock.withLock {
            guard let text = strerror(code) else { return "error \(code)" }
            let words = String(cString: text)
            return words.isEmpty ? "error \(code)" : words
        }
    }

    private static let textLock = Lock()
}
