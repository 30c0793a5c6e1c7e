/// What `--fix` did: the files it rewrote and the grants it removed, or why it refused
/// (then it changed nothing).
public struct PolicyShrinkOutcome: Sendable, Hashable {
    /// The policy files rewritten, in order.
    public var writtenFiles: [String]
    /// How many grants were removed.
    public var removedCount: Int
    /// Why the fix refused, one sentence each; empty when it wrote.
    public var refusals: [String]

    /// Makes an outcome.
    public init(writtenFiles: [String] = [], removedCount: Int = 0, refusals: [String] = []) {
        self.writtenFiles = writtenFiles
        self.removedCount = removedCount
        self.refusals = refusals
    }

    /// Whether the fix refused.
    public var refused: Bool { !refusals.isEmpty }
}
