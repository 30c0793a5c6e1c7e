import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude

/// Shared set-up: a fixed clock and a plugin over records of the test's choosing.
enum Fixture {
    /// The fixed "now" of every test: 2026-11-23 09:00:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_795_424_400)

    /// Three entries, one a medication and one an appointment at Kings Cross.
    static let entries = [
        RecordEntry(
            id: 1, section: .allergy, title: "Peanuts", detail: "anaphylaxis", clinicID: "kings-cross",
            recordedAt: now.addingTimeInterval(-3 * 86_400), updatedAt: now.addingTimeInterval(-3 * 86_400)),
        RecordEntry(
            id: 2, section: .medication, title: "Amoxicillin 500 mg", detail: "three times a day",
            clinicID: "kings-cross", recordedAt: now.addingTimeInterval(-2 * 86_400),
            updatedAt: now.addingTimeInterval(-2 * 86_400)),
        RecordEntry(
            id: 3, section: .appointment, title: "Annual check-up", detail: "", clinicID: "kings-cross",
            recordedAt: now.addingTimeInterval(-86_400), updatedAt: now.addingTimeInterval(-86_400)),
    ]

    /// Runs `body` in a world with `records`, the fixed clock, `features` and `locale`.
    static func withWorld<Result>(
        records: any RecordsService = InMemoryRecords(entries), features: Set<ClinicalRecordsFeature> = [],
        locale: LocaleID = .english, limits: RecordsLimits = RecordsLimits(), problem: RecordsDatabaseProblem? = nil,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await World.withOverrides(
            {
                $0.clock = .fixed(now)
                $0.locale = locale
                $0.clinicalRecords.records = records
                $0.clinicalRecords.features = FeatureSwitches(enabled: features)
                $0.clinicalRecords.configuration = ClinicalRecordsWorld.Configuration(limits: limits)
                $0.clinicalRecords.databaseProblem = problem
                // Every field of the local world, so that another test's start-up (which
                // sets the process's world) never shows here.
                $0.clinicalRecords.setAside = RecordsSetAsideFiles()
                $0.clinicalRecords.permissionNotes = []
            }, operation: body)
    }

    /// A plugin made in the current world, sending through `maps`.
    static func plugin(_ maps: FakeMaps = FakeMaps(.answers)) throws -> ClinicalRecordsPlugin {
        try ClinicalRecordsPlugin(messageSender: maps, configurationFiles: [:])
    }

    /// A fresh folder under the temporary directory.
    static func folder() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("records-\(UInt64.random(in: 0...UInt64.max))").path
    }
}
