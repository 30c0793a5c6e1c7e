/// Why a front-end server could not start or go on: a sentence that says what failed and,
/// where it can, how to fix it (the page's files missing, a port taken, a session secret that
/// cannot be written, an agent's policy that cannot be read).
///
/// The `host` command prints it as it prints any failure, and exits 1.
public struct FrontEndServerError: Error, Sendable, CustomStringConvertible {
    /// What failed and how to fix it, in one sentence.
    public let description: String

    /// Makes an error from a sentence.
    ///
    /// - Parameter description: What failed and how to fix it.
    public init(_ description: String) {
        self.description = description
    }
}
