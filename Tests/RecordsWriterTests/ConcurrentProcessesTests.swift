import ClinicalRecords
import Foundation
import Prelude
import Testing

@Suite("ClinicalRecords with several processes on one data folder")
struct ConcurrentProcessesTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("records-processes-\(UInt64.random(in: 0...UInt64.max))").path
    }

    static func keptFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.contains(".unusable-") || $0.contains(".replaced-")
        }
    }

    @Test("a process that sets up (opens, checks, migrates) while another writes moves nothing and loses nothing")
    func setUpWhileAnotherWrites() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stop = Locked(false)
        let problems = Locked<[String]>([])
        let opens = Locked(0)
        let done = DispatchSemaphore(value: 0)
        // Opening starts at once, so the first openings race the writer's own set-up too.
        let opener = Thread {
            while !stop.value {
                let opening = RecordsDatabase.open(directory: folder)
                if let problem = opening.problem { problems.withLock { $0.append(problem.description) } }
                try? (opening.records as? LiveRecordsService)?.close()
                opens.withLock { $0 += 1 }
            }
            done.signal()
        }
        let run = try WriterRun(folder: folder, pairs: 1_000_000)
        opener.start()
        let acknowledged = try run.killAfter(acknowledgements: 400, deadline: .seconds(300))
        stop.withLock { $0 = true }
        done.wait()

        #expect(problems.value.isEmpty, "\(problems.value.prefix(3))")
        #expect(opens.value >= 1)
        #expect(acknowledged.adds.count >= 200, "the writer stopped early: \(acknowledged)")
        #expect(Self.keptFiles(in: folder).isEmpty)
        let entries = Dictionary(
            uniqueKeysWithValues: try RecordsDatabase.open(directory: folder).records.allEntries().map { ($0.id, $0) })
        for (id, n) in acknowledged.adds {
            #expect(entries[id]?.detail == "detail-\(n)", "acknowledged add \(n) (entry \(id)) is missing")
        }
        for (id, n) in acknowledged.edits {
            #expect(entries[id]?.title == "edited-\(n)", "acknowledged edit \(n) (entry \(id)) is missing")
        }
    }

    @Test("three processes adding 60 entries each, and host tour beside them, keep all 180")
    func threeWritersAndTheTour() throws {
        let data = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let records = data + "/records"
        let tour = Process()
        tour.executableURL = try WriterRun.sibling("host")
        tour.arguments = ["tour", "--data-dir", data]
        tour.standardOutput = FileHandle.nullDevice
        tour.standardError = FileHandle.nullDevice
        let writers = try (0..<3).map { _ in try WriterRun(folder: records, pairs: 60) }
        try tour.run()
        let acknowledged = try writers.map { try $0.killAfter(acknowledgements: .max, deadline: .seconds(600)) }
        tour.waitUntilExit()

        #expect(tour.terminationStatus == 0)
        for (index, run) in acknowledged.enumerated() {
            #expect(run.finished, "writer \(index) did not finish")
            #expect(run.adds.count == 60 && run.edits.count == 60, "writer \(index): \(run)")
        }
        #expect(Self.keptFiles(in: records).isEmpty)
        let entries = try RecordsDatabase.open(directory: records).records.allEntries()
        let written = entries.filter { $0.detail.hasPrefix("detail-") }
        #expect(written.count == 180)
        let byID = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0) })
        for run in acknowledged {
            for (id, n) in run.edits { #expect(byID[id]?.title == "edited-\(n)") }
        }
    }
}
