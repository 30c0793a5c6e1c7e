/// The records in brief, as `records.summary` answers:
///
/// ```json
/// {"total": 2, "location": "/data/records/records.sqlite",
///  "sections": [{"section": "allergy", "count": 1, "latest": {"id": 1, ...}}, ...]}
/// ```
public struct RecordsSummary: Sendable, Hashable, Codable {
    /// One section in brief.
    public struct Section: Sendable, Hashable, Codable {
        /// The section.
        public var section: RecordSection
        /// How many entries it has.
        public var count: Int
        /// Its newest entry, if it has any.
        public var latest: RecordEntry?

        /// Makes a section summary.
        public init(section: RecordSection, count: Int, latest: RecordEntry?) {
            self.section = section
            self.count = count
            self.latest = latest
        }
    }

    /// How many entries there are in all.
    public var total: Int
    /// Every section, in the order of `RecordSection.allCases`.
    public var sections: [Section]
    /// Where the records are kept.
    public var location: String
    /// Why the database on disk could not be used at start-up, if it could not.
    public var problem: String?
    /// The paths of the set-aside databases beside the records that the user has not dismissed.
    public var setAside: [String]

    /// Makes a summary.
    public init(total: Int, sections: [Section], location: String, problem: String?, setAside: [String] = []) {
        self.total = total
        self.sections = sections
        self.location = location
        self.problem = problem
        self.setAside = setAside
    }
}
