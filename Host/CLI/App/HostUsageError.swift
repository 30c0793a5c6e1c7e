/// Input on the command line the host cannot use (exit code 64): what was wrong and what
/// to give instead.
struct HostUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A sentence saying what was wrong and how to fix it.
    let description: String

    /// Makes an error from a sentence that says what was wrong and how to fix it.
    init(_ description: String) {
        self.description = description
    }
}
