/// Where ClinicalRecords reads a patient's records. The live app plugs in the records
/// server's client; tests plug in a fake.
public protocol RecordsService: Sendable {
    /// The records of `patientID`, newest first.
    func records(patientID: String) throws -> [ClinicalRecord]
}

/// A records service over a fixed dictionary, for previews, demos and tests.
public struct InMemoryRecords: RecordsService {
    /// Records by patient id.
    public let recordsByPatient: [String: [ClinicalRecord]]

    /// Makes a service over `recordsByPatient`.
    public init(_ recordsByPatient: [String: [ClinicalRecord]] = [:]) {
        self.recordsByPatient = recordsByPatient
    }

    /// The records of `patientID` in the dictionary, or none.
    public func records(patientID: String) throws -> [ClinicalRecord] {
        recordsByPatient[patientID] ?? []
    }
}
