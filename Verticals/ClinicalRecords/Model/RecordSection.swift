/// The four sections of a patient's records.
public enum RecordSection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Allergies and intolerances.
    case allergy
    /// Medications the patient takes.
    case medication
    /// Diagnosed conditions.
    case condition
    /// Appointments at a clinic.
    case appointment

    /// Decodes a section name, listing the names there are when the text is none of them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let section = RecordSection(rawValue: name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "unknown section \"\(name.prefix(40))\"; use one of "
                    + RecordSection.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self = section
    }
}
