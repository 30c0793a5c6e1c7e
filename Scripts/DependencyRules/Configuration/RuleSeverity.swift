/// How a configurable rule reports what it finds: as an error (fails the check), as a
/// warning (printed, exit status unchanged) or not at all.
public enum RuleSeverity: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each finding is an error: the check exits 1.
    case error
    /// Each finding is a warning: printed and counted, but the check still exits 0.
    case warning
    /// The rule does not run.
    case off

    /// Reads `"error"`, `"warning"` or `"off"`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError.dataCorrupted` naming the three values for anything else.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = RuleSeverity(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' is not a severity; write \"error\", \"warning\" or \"off\"")
        }
        self = value
    }

    /// The severity a finding gets, or `nil` when the rule is off.
    var findingSeverity: Finding.Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .off: nil
        }
    }
}
