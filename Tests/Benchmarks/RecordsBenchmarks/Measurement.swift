import ClinicalRecords
import Dispatch
import Foundation
import GRDB
import HubInterfaces
import Prelude

/// The two measured sides and the arithmetic.
enum Measurement {
    /// Seconds for `changes` inserts, each in its own `write {}` transaction, straight into
    /// a database `RecordsDatabase.open` made.
    static func directGRDB(changes: Int, folder: String) throws -> Double {
        let opening = RecordsDatabase.open(directory: folder)
        try (opening.records as? LiveRecordsService)?.close()
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        let pool = try DatabasePool(path: "\(folder)/\(RecordsDatabase.fileName)", configuration: configuration)
        let now = Date()
        let start = DispatchTime.now().uptimeNanoseconds
        for n in 0..<changes {
            try pool.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO entry (section, title, detail, clinicID, recordedAt, updatedAt)
                        VALUES (?, ?, ?, ?, ?, ?)
                        """,
                    arguments: ["medication", "change \(n)", "detail \(n)", "kings-cross", now, now])
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        try pool.close()
        return seconds
    }

    /// Seconds from the first `records.add` sent to the plugin until `changes` successes
    /// have arrived on `records.outcomes`.
    static func throughPlugin(changes: Int, folder: String) throws -> Double {
        let opening = RecordsDatabase.open(directory: folder)
        if let problem = opening.problem { throw problem }
        return try World.withOverrides({ $0.clinicalRecords.records = opening.records }) {
            let plugin = try ClinicalRecordsPlugin(messageSender: HublessSender(), configurationFiles: [:])
            let window = DispatchSemaphore(value: 128)
            let finished = DispatchSemaphore(value: 0)
            let tally = Locked((acknowledged: 0, failures: [String]()))
            let token = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscribe { output in
                let done = tally.withLock { tally in
                    if let error = output.error { tally.failures.append(error.description) }
                    tally.acknowledged += 1
                    return tally.acknowledged == changes
                }
                window.signal()
                if done { finished.signal() }
            }
            let start = DispatchTime.now().uptimeNanoseconds
            for n in 0..<changes {
                window.wait()
                try plugin.onReceive(
                    command: .recordsAdd,
                    payload: [
                        "section": "medication", "title": .string("change \(n)"), "detail": .string("detail \(n)"),
                        "clinicID": "kings-cross",
                    ],
                    correlationID: CorrelationID("bench-\(n)"))
            }
            finished.wait()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            token.cancel()
            if let failure = tally.value.failures.first { throw BenchmarkFailure(message: failure) }
            try (opening.records as? LiveRecordsService)?.close()
            return seconds
        }
    }

    /// `changes` per `seconds`, as text.
    static func rate(_ changes: Int, _ seconds: Double?) -> String {
        guard let seconds, seconds > 0 else { return "-" }
        return "\(Int((Double(changes) / seconds).rounded())) changes/s"
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// A change the plugin reported as failed.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { "a change failed: \(message)" }
}
