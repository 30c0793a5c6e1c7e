/// The bounds on what a command may store, so that input never grows the process (or the
/// database) without limit. A payload beyond a bound is refused at once, naming the field.
///
/// The bounds on a payload's fields are the contract's (`Resources/Contracts/ClinicalRecords.json`,
/// which refuses a payload beyond them before it is decoded) and are fixed; `ContractTests`
/// prove the two equal. Lengths count Unicode scalars, as the contract's `maxLength` does.
/// How many entries and waiting commands there may be is the host's to set.
public struct RecordsLimits: Sendable, Hashable {
    /// The longest title, in Unicode scalars.
    public static let titleLength = 200
    /// The longest detail, in Unicode scalars.
    public static let detailLength = 2_000
    /// The longest clinic id, in Unicode scalars.
    public static let clinicIDLength = 100
    /// The largest entry number a payload may give: 2^53 − 1, the largest whole number every
    /// JSON reader keeps exact (a JavaScript front end's `Number.MAX_SAFE_INTEGER`); the
    /// records number their entries from 1 and hold at most 100,000.
    public static let maximumID: Int64 = 9_007_199_254_740_991

    /// How many entries the records may hold; an add beyond it fails on the outcomes stream.
    public var entries: Int
    /// How many commands may wait for the database at once; one more is refused as unavailable.
    public var pendingCommands: Int

    /// Makes limits; the defaults suit one patient's records.
    public init(entries: Int = 10_000, pendingCommands: Int = 256) {
        self.entries = entries
        self.pendingCommands = pendingCommands
    }
}
