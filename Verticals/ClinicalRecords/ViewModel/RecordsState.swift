/// What the records screen shows: every entry, where the records live, the start-up
/// problem if there was one, and the set-aside databases beside them.
public struct RecordsState: Sendable, Hashable {
    /// The entries by id.
    public var entries: [Int64: RecordEntry]
    /// Where the records are kept (a path, or memory).
    public var location: String
    /// Why the database on disk could not be used at start-up, if it could not.
    public var problem: RecordsDatabaseProblem?
    /// The set-aside databases beside the records that the user has not dismissed.
    public var setAside: RecordsSetAsideFiles

    /// Makes a state.
    public init(
        entries: [RecordEntry], location: String, problem: RecordsDatabaseProblem? = nil,
        setAside: RecordsSetAsideFiles = .init()
    ) {
        self.entries = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.location = location
        self.problem = problem
        self.setAside = setAside
    }
}
