public import VerticalInterfaces

/// One entry of a patient's record: a visit, a test result, a prescription.
public struct ClinicalRecord: Sendable, Hashable, Codable {
    /// A stable identifier.
    public var id: String
    /// What happened, as the patient reads it.
    public var title: String
    /// Where it happened, when that is a place on a map.
    public var clinic: MapPin?

    /// Makes a record.
    public init(id: String, title: String, clinic: MapPin? = nil) {
        self.id = id
        self.title = title
        self.clinic = clinic
    }
}
