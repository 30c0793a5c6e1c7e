/// The bounds on what a command may store, so that input never grows the process (or the
/// database) without limit. A payload beyond a bound is refused at once, naming the field.
public struct RecordsLimits: Sendable, Hashable {
    /// The longest title, in characters.
    public var titleLength: Int
    /// The longest detail, in characters.
    public var detailLength: Int
    /// The longest clinic id, in characters.
    public var clinicIDLength: Int
    /// How many entries the records may hold; an add beyond it fails on the outcomes stream.
    public var entries: Int
    /// How many commands may wait for the database at once; one more is refused as unavailable.
    public var pendingCommands: Int

    /// Makes limits; the defaults suit one patient's records.
    public init(
        titleLength: Int = 200, detailLength: Int = 2_000, clinicIDLength: Int = 100, entries: Int = 10_000,
        pendingCommands: Int = 256
    ) {
        self.titleLength = titleLength
        self.detailLength = detailLength
        self.clinicIDLength = clinicIDLength
        self.entries = entries
        self.pendingCommands = pendingCommands
    }
}
