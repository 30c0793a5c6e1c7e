/// The settings the host may give ClinicalRecords (`records.pharmacyRadius=1500`).
public enum ClinicalRecordsSetting: String, Sendable, CaseIterable {
    /// How far from a clinic a listed pharmacy may be, in metres (1 to 50,000).
    case pharmacyRadius
    /// How many pharmacies a medication's entry lists at most (1 to 50).
    case pharmacyLimit
    /// How many entries the records may hold (1 to 100,000).
    case maxEntries

    /// The value used when the host gives none.
    public var defaultValue: String {
        switch self {
        case .pharmacyRadius: "2000"
        case .pharmacyLimit: "5"
        case .maxEntries: "10000"
        }
    }

    /// The configuration `values` describe (a setting left out takes its default).
    ///
    /// - Throws: ``ClinicalRecordsSettingError`` naming the first unknown setting or
    ///   unusable value, as `<key>.<setting>`.
    static func configuration(
        from values: [String: String], key: String
    ) throws(ClinicalRecordsSettingError) -> ClinicalRecordsWorld.Configuration {
        for name in values.keys.sorted() where ClinicalRecordsSetting(rawValue: name) == nil {
            throw ClinicalRecordsSettingError(
                setting: "\(key).\(name)", value: values[name] ?? "",
                message: "there is no such setting; use one of "
                    + allCases.map { "\(key).\($0.rawValue)" }.joined(separator: ", "))
        }
        func number(
            _ setting: ClinicalRecordsSetting, in range: ClosedRange<Double>
        ) throws(ClinicalRecordsSettingError)
            -> Double
        {
            let text = values[setting.rawValue] ?? setting.defaultValue
            guard let value = Double(text), range.contains(value) else {
                throw ClinicalRecordsSettingError(
                    setting: "\(key).\(setting.rawValue)", value: text,
                    message: "expected a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            return value
        }
        func whole(
            _ setting: ClinicalRecordsSetting, in range: ClosedRange<Int>
        ) throws(ClinicalRecordsSettingError)
            -> Int
        {
            let text = values[setting.rawValue] ?? setting.defaultValue
            guard let value = Int(text), range.contains(value) else {
                throw ClinicalRecordsSettingError(
                    setting: "\(key).\(setting.rawValue)", value: text,
                    message: "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return value
        }
        return ClinicalRecordsWorld.Configuration(
            pharmacyRadius: try number(.pharmacyRadius, in: 1...50_000),
            pharmacyLimit: try whole(.pharmacyLimit, in: 1...50),
            limits: RecordsLimits(entries: try whole(.maxEntries, in: 1...100_000)))
    }
}

/// A setting ClinicalRecords cannot use: its full name, the value given, and what it expects.
public struct ClinicalRecordsSettingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The setting's full name, `records.pharmacyRadius`.
    public var setting: String
    /// The value given.
    public var value: String
    /// What was wrong and what to give instead.
    public var message: String

    /// Makes an error.
    public init(setting: String, value: String, message: String) {
        self.setting = setting
        self.value = value
        self.message = message
    }

    /// The text shown when the value is printed.
    public var description: String {
        "setting \(setting) = \"\(value.prefix(40))\": \(message)"
    }
}
