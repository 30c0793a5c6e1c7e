import ClinicalRecords
import Foundation
import HubInterfaces
import Prelude
import Testing

@Suite("Set-aside databases: listed until dismissed, restored only when they pass the checks")
struct SetAsideTests {
    /// A folder whose live database is empty and beside it, set aside by mistake, a healthy
    /// database with two entries under `records.sqlite.unusable-20261101T000000Z`.
    static func folderWithHealthyFileAside() throws -> (folder: String, name: String) {
        let folder = Fixture.folder()
        let healthy = RecordsDatabase.open(directory: folder)
        for title in ["Peanuts", "Latex"] {
            _ = try healthy.records.add(EntryDraft(section: .allergy, title: title, clinicID: "c"), at: Fixture.now)
        }
        try (healthy.records as? LiveRecordsService)?.close()
        let name = "records.sqlite.unusable-20261101T000000Z"
        try FileManager.default.moveItem(atPath: folder + "/records.sqlite", toPath: folder + "/" + name)
        return (folder, name)
    }

    /// Runs `body` with a plugin over the database in `folder`, opened as the host does.
    static func withPlugin(
        in folder: String, _ body: (ClinicalRecordsPlugin, RecordsDatabaseOpening) async throws -> Void
    ) async throws {
        let opening = RecordsDatabase.open(directory: folder)
        try await World.withOverrides(
            {
                $0.clock = .fixed(Fixture.now)
                $0.locale = .english
                $0.clinicalRecords.records = opening.records
                $0.clinicalRecords.databaseProblem = opening.problem
                $0.clinicalRecords.setAside = opening.setAside
                $0.clinicalRecords.configuration = ClinicalRecordsWorld.Configuration(dataDirectory: folder)
            },
            operation: { try await body(try Fixture.plugin(), opening) })
        try (opening.records as? LiveRecordsService)?.close()
    }

    @Test("records.restore puts a healthy set-aside database back and keeps the current one aside")
    func restore() async throws {
        let (folder, name) = try Self.folderWithHealthyFileAside()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await Self.withPlugin(in: folder) { plugin, opening in
            #expect(opening.setAside.names == [name])
            let screen = try plugin.onReceive(viewQuery: .recordsView, payload: nil)
            let notice = try #require(screen.children.first)
            #expect(
                notice.children.first?.text?.hasPrefix("1 set-aside records database(s) beside your records") == true)
            #expect(notice.children.compactMap(\.action) == ["records.restore", "records.dismiss"])

            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            let changes = try plugin.publisher(forEvent: .recordsChanged, payload: nil).subscription()
            try plugin.onReceive(command: .recordsRestore, payload: ["file": .string(name)], correlationID: "restore-1")
            let outcome = try #require(try await outcomes.output(for: "restore-1").value)
            #expect(outcome["action"] == "restored" && outcome["total"] == 2 && outcome["file"] == .string(name))
            let keptAs = try #require(outcome["keptAs"]?.stringValue)
            #expect(keptAs == folder + "/records.sqlite.replaced-20261123T090000Z")
            #expect(try await changes.output(for: "restore-1").value == outcome)
            let section = try plugin.onReceive(query: .recordsSection, payload: ["section": "allergy"])
            #expect(section.arrayValue?.compactMap { $0["title"]?.stringValue }.sorted() == ["Latex", "Peanuts"])
            // The restored file took the live name; the replaced one is listed now.
            #expect(!FileManager.default.fileExists(atPath: folder + "/" + name))
            #expect(PrivateFiles.mode(of: keptAs) == 0o600)
            #expect(try plugin.onReceive(query: .recordsSummary, payload: nil)["setAside"] == [.string(keptAs)])
        }
        // A new start reads the restored records from the live file.
        let reopened = RecordsDatabase.open(directory: folder)
        #expect(try reopened.records.allEntries().count == 2)
    }

    @Test("a set-aside file that fails the checks, or a name that is not listed, is refused and nothing moves")
    func refusals() async throws {
        let folder = Fixture.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let damaged = "records.sqlite.unusable-20261101T000000Z"
        try Data(repeating: 0x42, count: 4_096).write(to: URL(fileURLWithPath: folder + "/" + damaged))
        try await Self.withPlugin(in: folder) { plugin, _ in
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            _ = try plugin.onReceive(
                command: .recordsAdd, payload: ["section": "allergy", "title": "Dust", "clinicID": "c"],
                correlationID: "add")
            _ = try await outcomes.output(for: "add")
            for (file, id, expected) in [
                (damaged, "bad", "it cannot be restored: it is not a SQLite database"),
                ("../records.sqlite", "path", "there is no set-aside database of that name"),
                ("records.sqlite", "live", "there is no set-aside database of that name"),
            ] {
                try plugin.onReceive(
                    command: .recordsRestore, payload: ["file": .string(file)], correlationID: CorrelationID(id))
                let failure = try #require(try await outcomes.output(for: CorrelationID(id)).error)
                #expect(failure.message.contains(expected), "\(failure.message)")
                #expect(failure.message.contains("nothing was changed"))
            }
            #expect(FileManager.default.contents(atPath: folder + "/" + damaged) == Data(repeating: 0x42, count: 4_096))
            #expect(
                try plugin.onReceive(query: .recordsSection, payload: ["section": "allergy"]).arrayValue?.count == 1)
        }
    }

    @Test("records.restore is refused, moving nothing, while another process has the records open")
    func refusedWhileAnotherProcessHasThemOpen() async throws {
        let (folder, name) = try Self.folderWithHealthyFileAside()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await Self.withPlugin(in: folder) { plugin, _ in
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            try plugin.onReceive(
                command: .recordsAdd, payload: ["section": "allergy", "title": "Dust", "clinicID": "c"],
                correlationID: "add")
            _ = try await outcomes.output(for: "add")
            let other = try LockHolder(path: folder + "/records.sqlite", exclusive: false)
            try plugin.onReceive(command: .recordsRestore, payload: ["file": .string(name)], correlationID: "restore")
            let failure = try #require(try await outcomes.output(for: "restore").error)
            try other.release()
            #expect(failure.message.contains("another process has the records database open"), "\(failure.message)")
            #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
            // The current records are open again and still take changes.
            try plugin.onReceive(
                command: .recordsAdd, payload: ["section": "allergy", "title": "Pollen", "clinicID": "c"],
                correlationID: "after")
            #expect(try await outcomes.output(for: "after").value?["action"] == "added")
            let titles = try plugin.onReceive(query: .recordsSection, payload: ["section": "allergy"]).arrayValue?
                .compactMap { $0["title"]?.stringValue }
            #expect(titles?.sorted() == ["Dust", "Pollen"])
        }
    }

    @Test("records.dismiss hides the notice and deletes no file; a new start keeps it hidden")
    func dismiss() async throws {
        let (folder, name) = try Self.folderWithHealthyFileAside()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try await Self.withPlugin(in: folder) { plugin, _ in
            let outcomes = try plugin.publisher(forEvent: .recordsOutcomes, payload: nil).subscription()
            try plugin.onReceive(command: .recordsDismiss, payload: nil, correlationID: "dismiss")
            let outcome = try #require(try await outcomes.output(for: "dismiss").value)
            #expect(outcome == ["action": "dismissed", "files": [.string(name)]])
            let screen = try plugin.onReceive(viewQuery: .recordsView, payload: nil)
            #expect(screen.children.first?.text != "Notice")
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/" + name))
        #expect(PrivateFiles.mode(of: folder + "/records.sqlite.dismissed") == 0o600)
        let again = RecordsDatabase.open(directory: folder)
        #expect(again.setAside.isEmpty)
        try (again.records as? LiveRecordsService)?.close()
    }
}
